import { useTranslation } from '../../lib/i18n.ts';
import { AdminPage } from '../../app/layouts/admin-page.tsx';
import { OrderList } from '../../features/admin-orders/components/order-list.tsx';

/** `/admin/orders`. */
export default function AdminOrdersPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.orders.title')}>
      <OrderList />
    </AdminPage>
  );
}
