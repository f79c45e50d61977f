import { useTranslation } from '../../../lib/i18n.ts';
import type { PaymentScreenshot } from '../api/payment-screenshot.ts';

const box = 'flex h-32 w-24 shrink-0 items-center justify-center rounded-md text-center text-xs';

/**
 * The screenshot a customer sent with a transaction id (fetched by usePaymentScreenshot), opening
 * full size in a new tab; a placeholder while it loads; or "No screenshot".
 */
export function TransferScreenshot({ screenshot, orderId }: { screenshot: PaymentScreenshot | null; orderId: string }) {
  const { t } = useTranslation();
  if (!screenshot) return <p className={`${box} bg-surface text-muted`}>{t('admin.payments.noScreenshot')}</p>;
  if (screenshot.failed)
    return <p className={`${box} bg-surface text-danger`}>{t('admin.payments.screenshotFailed')}</p>;
  if (!screenshot.url) return <div className={`${box} animate-pulse bg-surface`} aria-busy="true" />;
  return (
    <a href={screenshot.url} target="_blank" rel="noreferrer" className="shrink-0">
      <img
        src={screenshot.url}
        alt={t('admin.payments.screenshotAlt', { orderId })}
        className="h-32 w-24 rounded-md border border-line object-cover"
      />
    </a>
  );
}
