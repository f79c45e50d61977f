import { formatCount } from '@shop/shared/money';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useOrderCounts } from '../api/order-counts.ts';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge.tsx';
import { adminPaths } from '@shop/shared/admin-paths';

/** The dashboard's orders figure: all orders, then how many are in each status. */
export function OrderCountsPanel() {
  const { t, language } = useTranslation();
  const counts = useOrderCounts();
  if (counts.isError) return null;
  return (
    <section aria-labelledby="order-counts" className="rounded-xl border border-line bg-white p-4 sm:p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="order-counts" className="text-base font-bold">
          {t('admin.dashboard.ordersByStatus')}
        </h2>
        {!counts.isPending && <p className="text-sm text-muted">{t('admin.orders.count', { count: counts.total })}</p>}
      </div>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-5">
        {counts.byStatus.map(({ status, count }) => (
          <li key={status}>
            <Link
              to={adminPaths.orders(status)}
              className="flex flex-col gap-2 rounded-lg border border-line p-3 hover:border-ink"
            >
              <OrderStatusBadge status={status} side="admin" />
              {counts.isPending ? (
                <Skeleton className="h-7 w-10" />
              ) : (
                <span className="text-2xl font-bold tabular-nums">{formatCount(count, language)}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
