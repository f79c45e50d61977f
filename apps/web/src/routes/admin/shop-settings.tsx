import { useTranslation } from '../../lib/i18n.ts';
import { AdminPage } from '../../app/layouts/admin-page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useShopSettings } from '../../features/admin-shop/api/shop-settings.ts';
import { ShopSettingsForm } from '../../features/admin-shop/components/shop-settings-form.tsx';
import { errorMessage } from '../../lib/api-client.ts';

/** `/admin/shop-settings`: the shop's name, contact links, logo and mail sender. */
export default function AdminShopSettingsPage() {
  const { t } = useTranslation();
  const settings = useShopSettings();
  return (
    <AdminPage title={t('admin.shopSettings.title')}>
      {settings.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-danger/30 bg-danger/5 p-4"
        >
          <p className="font-semibold text-danger">{t('admin.loadError', { message: errorMessage(settings.error) })}</p>
          <Button variant="secondary" onClick={() => void settings.refetch()} busy={settings.isFetching}>
            {t('admin.retry')}
          </Button>
        </div>
      ) : settings.data ? (
        <ShopSettingsForm settings={settings.data} />
      ) : (
        <Skeleton className="h-96 w-full max-w-2xl" />
      )}
    </AdminPage>
  );
}
