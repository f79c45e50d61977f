import type { ProductStats } from '@shop/shared/admin';
import { formatCount } from '@shop/shared/money';
import { useTranslation } from '../../../lib/i18n.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useProductStats } from '../api/get-product-stats.ts';

const CARDS: { key: keyof ProductStats; tone: string }[] = [
  { key: 'totalProducts', tone: '' },
  { key: 'totalStock', tone: '' },
  { key: 'totalCategories', tone: '' },
  { key: 'lowStockProducts', tone: 'text-warning' },
  { key: 'outOfStockProducts', tone: 'text-danger' },
];

/** The five product figures (GET /api/admin/products/stats) as a row of cards. */
export function ProductStatsCards() {
  const { t, language } = useTranslation();
  const stats = useProductStats();
  if (stats.isError) return null;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {CARDS.map(({ key, tone }) => (
        <div key={key} className="rounded-xl border border-line bg-white p-4">
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{t(`admin.stats.${key}`)}</dt>
          <dd className={`mt-1 text-2xl font-bold tabular-nums ${tone}`}>
            {stats.data ? formatCount(stats.data[key], language) : <Skeleton className="h-8 w-16" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
