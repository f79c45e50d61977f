import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { uploadQrImage } from '../api/payment-settings.ts';

/** The shop's KBZ Pay QR: the picture now, and a file input that uploads a new one with its progress. */
export function QrImageField({ value, onChange }: { value: string | null; onChange: (url: string | null) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProgress(0);
    try {
      onChange(await uploadQrImage(file, (p) => setProgress((p.loaded / p.total) * 100)));
    } catch (error) {
      toast.show(errorMessage(error), 'error');
    } finally {
      setProgress(null);
    }
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-ink">{t('admin.paymentSettings.qrImage')}</legend>
      {value ? (
        <img
          src={value}
          alt={t('admin.paymentSettings.qrAlt')}
          className="size-40 rounded-md border border-line object-contain"
        />
      ) : (
        <p className="text-sm text-muted">{t('admin.paymentSettings.qrMissing')}</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-ink px-4 text-sm font-semibold hover:bg-ink hover:text-white"
        >
          {value ? t('admin.paymentSettings.qrReplace') : t('admin.paymentSettings.qrUpload')}
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          className="sr-only"
          disabled={progress !== null}
          onChange={(event) => void onFile(event)}
        />
        {value && (
          <Button variant="ghost" onClick={() => onChange(null)}>
            {t('admin.paymentSettings.qrRemove')}
          </Button>
        )}
      </div>
      {progress !== null && <ProgressBar value={progress} label={t('admin.paymentSettings.qrUploading')} />}
      <p className="text-xs text-muted">{t('admin.paymentSettings.qrHint')}</p>
    </fieldset>
  );
}
