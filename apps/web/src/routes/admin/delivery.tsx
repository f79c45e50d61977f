import { Link } from 'react-router';
import { AdminPage } from '../../app/layouts/admin-page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { DeliveryScreen } from '../../features/admin-delivery/components/delivery-screen.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { adminPaths } from '@shop/shared/admin-paths';

/** `/admin/delivery`: where the shop delivers, at what fee and how fast. */
export default function AdminDeliveryPage() {
  const { t } = useTranslation();
  const sheet = (
    <Link to={adminPaths.deliverySheet} className={buttonClass('secondary')}>
      {t('admin.sheet.title')}
    </Link>
  );
  return (
    <AdminPage title={t('admin.delivery.title')} actions={sheet}>
      <DeliveryScreen />
    </AdminPage>
  );
}
