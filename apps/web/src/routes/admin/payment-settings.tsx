import { Link, useSearchParams } from 'react-router';
import { adminPaths } from '@shop/shared/admin-paths';
import { isWallet, walletName } from '@shop/shared/wallet-rules';
import { useTranslation } from '../../lib/i18n.ts';
import { AdminPage } from '../../app/layouts/admin-page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useWallets } from '../../features/admin-payments/api/payment-settings.ts';
import { PaymentSettingsForm } from '../../features/admin-payments/components/payment-settings-form.tsx';
import { errorMessage } from '../../lib/api-client.ts';

/**
 * `/admin/payment-settings?wallet=…`: the shop's wallets (KBZ Pay first), each on or off, and the
 * chosen one's account and how long its unpaid transfers hold stock.
 */
export default function AdminPaymentSettingsPage() {
  const { t, language } = useTranslation();
  const wallets = useWallets();
  const [params] = useSearchParams();
  const asked = params.get('wallet') ?? '';
  const chosen = isWallet(asked) ? asked : 'kbzpay';
  const settings = wallets.data?.wallets.find((w) => w.wallet === chosen);
  return (
    <AdminPage title={t('admin.paymentSettings.title')}>
      {wallets.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-danger/30 bg-danger/5 p-4"
        >
          <p className="font-semibold text-danger">{t('admin.loadError', { message: errorMessage(wallets.error) })}</p>
          <Button variant="secondary" onClick={() => void wallets.refetch()} busy={wallets.isFetching}>
            {t('admin.retry')}
          </Button>
        </div>
      ) : settings && wallets.data ? (
        <div className="flex flex-col gap-4">
          <nav aria-label={t('admin.paymentSettings.wallets')}>
            <ul className="flex flex-wrap gap-2">
              {wallets.data.wallets.map((w) => (
                <li key={w.wallet}>
                  <Link
                    to={`${adminPaths.paymentSettings}?wallet=${w.wallet}`}
                    aria-current={w.wallet === chosen ? 'page' : undefined}
                    className="flex min-h-11 items-center gap-2 rounded-full border border-line px-4 text-sm font-semibold aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-white"
                  >
                    {walletName(w.wallet, language)}
                    <span className="text-xs font-normal">
                      {w.ready ? t('admin.paymentSettings.on') : t('admin.paymentSettings.off')}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <PaymentSettingsForm key={chosen} settings={settings} />
        </div>
      ) : (
        <Skeleton className="h-96 w-full max-w-2xl" />
      )}
    </AdminPage>
  );
}
