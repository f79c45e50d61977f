import { useTranslation } from '../../lib/i18n.ts';
import { AdminPage } from '../../app/layouts/admin-page.tsx';
import { OrderList } from '../../features/admin-orders/components/order-list.tsx';
import { Link } from 'react-router';
import { adminPaths } from '@shop/shared/admin-paths';
import { buttonClass } from '../../components/ui/button.tsx';

/** `/admin/orders`. */
export default function AdminOrdersPage() {
  const { t } = useTranslation();
  return (
    <AdminPage
      title={t('admin.orders.title')}
      actions={
        <Link to={adminPaths.newOrder} className={buttonClass()}>
          {t('admin.newOrder.open')}
        </Link>
      }
    >
      <OrderList />
    </AdminPage>
  );
}
