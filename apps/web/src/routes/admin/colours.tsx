import { useTranslation } from '../../lib/i18n.ts';
import { AdminPage } from '../../app/layouts/admin-page.tsx';
import { PaletteManager } from '../../features/admin-products/components/palette-manager.tsx';

/** `/admin/colours`: the palette of colours products are made in. */
export default function AdminColoursPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.palette.title')}>
      <PaletteManager />
    </AdminPage>
  );
}
