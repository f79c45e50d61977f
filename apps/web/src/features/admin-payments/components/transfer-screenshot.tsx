import { useTranslation } from '../../../lib/i18n.ts';

/** The screenshot a customer sent with a transaction id, opening full size in a new tab; or "No screenshot". */
export function TransferScreenshot({ screenshot, orderId }: { screenshot: string | null; orderId: string }) {
  const { t } = useTranslation();
  return screenshot ? (
    <a href={screenshot} target="_blank" rel="noreferrer" className="shrink-0">
      <img
        src={screenshot}
        alt={t('admin.payments.screenshotAlt', { orderId })}
        className="h-32 w-24 rounded-md border border-line object-cover"
      />
    </a>
  ) : (
    <p className="flex h-32 w-24 shrink-0 items-center justify-center rounded-md bg-surface text-center text-xs text-muted">
      {t('admin.payments.noScreenshot')}
    </p>
  );
}
