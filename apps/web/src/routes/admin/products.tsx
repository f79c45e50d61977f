import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { AdminPage } from '../../app/layouts/admin-page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { ProductList } from '../../features/admin-products/components/product-list.tsx';
import { ProductStatsCards } from '../../features/admin-products/components/product-stats.tsx';
import { StockAlertPhones } from '../../features/admin-products/components/stock-alert-phones.tsx';
import { StockFilePanel } from '../../features/admin-products/components/stock-file-panel.tsx';
import { adminPaths } from '@shop/shared/admin-paths';

/** `/admin/products`: stats, search, the paged list, stock and prices by file, shoppers waiting by phone. */
export default function AdminProductsPage() {
  const { t } = useTranslation();
  return (
    <AdminPage
      title={t('admin.products.title')}
      actions={
        <Link to={adminPaths.addProduct} className={buttonClass('primary')}>
          {t('admin.nav.addProduct')}
        </Link>
      }
    >
      <ProductStatsCards />
      <ProductList />
      <StockFilePanel />
      <StockAlertPhones />
    </AdminPage>
  );
}
