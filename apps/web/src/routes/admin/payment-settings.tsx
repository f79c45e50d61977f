import { useTranslation } from '../../lib/i18n.ts';
import { AdminPage } from '../../app/layouts/admin-page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { usePaymentSettings } from '../../features/admin-payments/api/payment-settings.ts';
import { PaymentSettingsForm } from '../../features/admin-payments/components/payment-settings-form.tsx';
import { errorMessage } from '../../lib/api-client.ts';

/** `/admin/payment-settings`: the shop's KBZ Pay account and how long unpaid transfers hold stock. */
export default function AdminPaymentSettingsPage() {
  const { t } = useTranslation();
  const settings = usePaymentSettings();
  return (
    <AdminPage title={t('admin.paymentSettings.title')}>
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
        <PaymentSettingsForm settings={settings.data} />
      ) : (
        <Skeleton className="h-96 w-full max-w-2xl" />
      )}
    </AdminPage>
  );
}
