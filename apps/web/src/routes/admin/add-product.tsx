import { useTranslation } from '../../lib/i18n.ts';
import { AdminPage } from '../../app/layouts/admin-page.tsx';
import { BatchBuilder } from '../../features/admin-products/components/batch-builder.tsx';

/** `/admin/products/add`: the batch builder. */
export default function AddProductPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.builder.title')}>
      <BatchBuilder />
    </AdminPage>
  );
}
