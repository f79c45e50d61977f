import { useTranslation } from '../../lib/i18n.ts';
import { AdminPage } from '../../app/layouts/admin-page.tsx';
import { PaymentsToCheckList } from '../../features/admin-payments/components/payments-to-check-list.tsx';

/** `/admin/payments`: transfers (any wallet, or one) waiting to be checked. */
export default function AdminPaymentsPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.payments.title')}>
      <PaymentsToCheckList />
    </AdminPage>
  );
}
