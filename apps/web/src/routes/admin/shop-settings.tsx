import { useTranslation } from '../../lib/i18n.ts';
import { AdminPage } from '../../app/layouts/admin-page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAlertSettings } from '../../features/admin-shop/api/alert-settings.ts';
import { useShopSettings } from '../../features/admin-shop/api/shop-settings.ts';
import { AlertSettingsForm } from '../../features/admin-shop/components/alert-settings-form.tsx';
import { ShopSettingsForm } from '../../features/admin-shop/components/shop-settings-form.tsx';
import { errorMessage } from '../../lib/api-client.ts';

/** A settings section's load failure, with Try Again. */
function LoadError({ error, retry, busy }: { error: unknown; retry: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-danger/30 bg-danger/5 p-4">
      <p className="font-semibold text-danger">{t('admin.loadError', { message: errorMessage(error) })}</p>
      <Button variant="secondary" onClick={retry} busy={busy}>
        {t('admin.retry')}
      </Button>
    </div>
  );
}

/** `/admin/shop-settings`: the shop's name, contact links, logo and mail sender; the alerts on the owner's phone. */
export default function AdminShopSettingsPage() {
  const { t } = useTranslation();
  const settings = useShopSettings();
  const alerts = useAlertSettings();
  return (
    <AdminPage title={t('admin.shopSettings.title')}>
      {settings.isError ? (
        <LoadError error={settings.error} retry={() => void settings.refetch()} busy={settings.isFetching} />
      ) : settings.data ? (
        <ShopSettingsForm settings={settings.data} />
      ) : (
        <Skeleton className="h-96 w-full max-w-2xl" />
      )}
      {alerts.isError ? (
        <div className="mt-6">
          <LoadError error={alerts.error} retry={() => void alerts.refetch()} busy={alerts.isFetching} />
        </div>
      ) : alerts.data ? (
        <AlertSettingsForm settings={alerts.data} />
      ) : (
        <Skeleton className="mt-6 h-72 w-full max-w-2xl" />
      )}
    </AdminPage>
  );
}
