import { AdminPage } from '../../app/layouts/admin-page.tsx';
import { DeliverySheetView } from '../../features/admin-delivery/components/delivery-sheet-view.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** `/admin/delivery-sheet`: the courier's printable sheet of a day's cash-on-delivery orders. */
export default function AdminDeliverySheetPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.sheet.title')}>
      <DeliverySheetView />
    </AdminPage>
  );
}
