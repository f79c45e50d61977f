import { formatMMK } from '@shop/shared/money';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { LowStockList } from './low-stock-list.tsx';
import { SalesChart } from './sales-chart.tsx';

const card = 'rounded-xl border border-line bg-white p-4';

/** The dashboard's sales figures (GET /api/admin/dashboard): revenue, the 30-day chart, sizes to restock. */
export function DashboardFigures() {
  const { t, language } = useTranslation();
  const dashboard = useDashboard();

  if (dashboard.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-danger/30 bg-danger/5 p-4">
        <p className="font-semibold text-danger">
          {t('admin.dashboard.loadFailed', { message: errorMessage(dashboard.error) })}
        </p>
        <Button variant="secondary" onClick={() => void dashboard.refetch()} busy={dashboard.isFetching}>
          {t('admin.retry')}
        </Button>
      </div>
    );
  if (!dashboard.data)
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <div className="grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
        <Skeleton className="h-80 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );

  const { revenue, days, lowStock } = dashboard.data;
  const ordersIn30 = days.reduce((n, d) => n + d.orders, 0);
  const revenueIn30 = days.reduce((n, d) => n + d.revenue, 0);
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="sales-figures" className="flex flex-col gap-3">
        <h2 id="sales-figures" className="text-base font-bold">
          {t('admin.dashboard.figures')}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2">
          <div className={card}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{t('admin.dashboard.revenue')}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{formatMMK(revenue.delivered, language)}</dd>
            <dd className="text-xs text-muted">
              {t('admin.dashboard.revenueHint', { count: revenue.deliveredOrders })}
            </dd>
          </div>
          <div className={card}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{t('admin.dashboard.last30')}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">
              {t('admin.dashboard.last30Orders', { count: ordersIn30 })}
            </dd>
            <dd className="text-xs text-muted">
              {t('admin.dashboard.last30Revenue', { amount: formatMMK(revenueIn30, language) })}
            </dd>
          </div>
        </dl>
      </section>
      <SalesChart days={days} />
      <LowStockList lowStock={lowStock} />
    </div>
  );
}
