import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { AdminPage } from '../../app/layouts/admin-page.tsx';
import { AuditHistory } from '../../features/admin-dashboard/components/audit-history.tsx';
import { DashboardFigures } from '../../features/admin-dashboard/components/dashboard-figures.tsx';
import { OrderCountsPanel } from '../../features/admin-orders/components/order-counts-panel.tsx';
import { ProductStatsCards } from '../../features/admin-products/components/product-stats.tsx';
import { useSession } from '../../features/auth/index.ts';
import { adminPaths } from '@shop/shared/admin-paths';

const TILES = [
  { to: adminPaths.orders(), key: 'orders' },
  { to: adminPaths.products, key: 'products' },
  { to: adminPaths.details, key: 'details' },
  { to: adminPaths.customers, key: 'customers' },
] as const;

const tile =
  'flex h-full min-h-28 flex-col justify-between gap-2 rounded-xl border border-line bg-white p-5 text-left hover:border-ink';

/** `/admin/dashboard`: the spec's tiles, product and order figures, sales, stock to restock, recent admin changes. */
export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const { logout } = useSession();
  return (
    <AdminPage title={t('admin.dashboard.title')}>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {TILES.map(({ to, key }) => (
          <li key={key}>
            <Link to={to} className={tile}>
              <span className="text-base font-bold">{t(`admin.dashboard.tiles.${key}`)}</span>
              <span className="text-xs text-muted">{t(`admin.dashboard.hints.${key}`)}</span>
            </Link>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => void logout()} className={`${tile} w-full text-danger`}>
            <span className="text-base font-bold">{t('admin.dashboard.tiles.logout')}</span>
            <span className="text-xs text-muted">{t('admin.dashboard.hints.logout')}</span>
          </button>
        </li>
      </ul>
      <section aria-labelledby="product-figures" className="flex flex-col gap-3">
        <h2 id="product-figures" className="text-base font-bold">
          {t('admin.dashboard.productStats')}
        </h2>
        <ProductStatsCards />
      </section>
      <OrderCountsPanel />
      <DashboardFigures />
      <AuditHistory title={t('admin.dashboard.recentActivity')} linkEntities />
    </AdminPage>
  );
}
