import { stockBadge, type StockBadge as Badge } from '@shop/shared/catalog-rules';
import { formatCount } from '@shop/shared/money';
import { useTranslation } from '../../../lib/i18n.ts';

const styles: Record<Badge, { key: string; className: string }> = {
  'Out of Stock': { key: 'outOfStock', className: 'bg-danger/10 text-danger' },
  'Low Stock': { key: 'lowStock', className: 'bg-warning/10 text-warning' },
  'In Stock': { key: 'inStock', className: 'bg-success/10 text-success' },
};

/** 0 Out of Stock, under 10 Low Stock, else In Stock, with the units left. */
export function StockBadge({ total }: { total: number }) {
  const { t, language } = useTranslation();
  const style = styles[stockBadge(total)];
  return (
    <span
      className={`inline-flex w-fit items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${style.className}`}
    >
      {t(`admin.stock.${style.key}`)} · {formatCount(total, language)}
    </span>
  );
}
