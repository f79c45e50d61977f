import { Link } from 'react-router';
import { adminPaths } from '@shop/shared/admin-paths';
import { AdminPage } from '../../app/layouts/admin-page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { NewOrderForm } from '../../features/admin-orders/components/new-order-form.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** `/admin/orders/new`: an order the owner takes for a customer who called or wrote. */
export default function AdminNewOrderPage() {
  const { t } = useTranslation();
  return (
    <AdminPage
      title={t('admin.newOrder.title')}
      actions={
        <Link to={adminPaths.orders()} className={buttonClass('secondary')}>
          {t('admin.order.back')}
        </Link>
      }
    >
      <NewOrderForm />
    </AdminPage>
  );
}
