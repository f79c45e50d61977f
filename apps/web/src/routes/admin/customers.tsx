import { useTranslation } from '../../lib/i18n.ts';
import { AdminPage } from '../../app/layouts/admin-page.tsx';
import { CustomerList } from '../../features/admin-customers/components/customer-list.tsx';

/** `/admin/customers`. */
export default function AdminCustomersPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.customers.title')}>
      <CustomerList />
    </AdminPage>
  );
}
