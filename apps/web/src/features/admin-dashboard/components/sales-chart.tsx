import type { DashboardDay } from '@shop/shared/admin';
import { formatCount, formatMMK } from '@shop/shared/money';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatDate } from '@shop/shared/dates';
import { DayBars } from './day-bars.tsx';

/** Orders placed and revenue delivered per day for 30 days: two bar rows, and a table for screen readers. */
export function SalesChart({ days }: { days: readonly DashboardDay[] }) {
  const { t, language } = useTranslation();
  const quiet = days.every((d) => d.orders === 0 && d.revenue === 0);
  const bars = {
    days,
    topLabel: (value: string) => t('admin.dashboard.chartTop', { value }),
    barLabel: (date: string, value: string) => t('admin.dashboard.chartBar', { date, value }),
  };
  return (
    <section
      aria-labelledby="sales-chart"
      className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4 sm:p-5"
    >
      <div>
        <h2 id="sales-chart" className="text-base font-bold">
          {t('admin.dashboard.chartHeading')}
        </h2>
        <p className="text-xs text-muted">{t('admin.dashboard.chartHint')}</p>
      </div>
      {quiet ? (
        <p className="py-6 text-center text-sm text-muted">{t('admin.dashboard.noOrders')}</p>
      ) : (
        <>
          <DayBars
            {...bars}
            title={t('admin.dashboard.ordersPerDay')}
            value={(d) => d.orders}
            format={(n) => formatCount(n, language)}
            barClass="bg-ink"
          />
          <DayBars
            {...bars}
            title={t('admin.dashboard.revenuePerDay')}
            value={(d) => d.revenue}
            format={(amount) => formatMMK(amount, language)}
            barClass="bg-accent"
          />
          {/* A table ignores sr-only's 1px box and would widen a phone's page: its wrapper is hidden instead. */}
          <div className="sr-only">
            <table>
              <caption>{t('admin.dashboard.tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.dashboard.date')}</th>
                  <th scope="col">{t('admin.dashboard.orders')}</th>
                  <th scope="col">{t('admin.dashboard.revenueColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {days.map((d) => (
                  <tr key={d.date}>
                    <th scope="row">{formatDate(d.date, language)}</th>
                    <td>{formatCount(d.orders, language)}</td>
                    <td>{formatMMK(d.revenue, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
