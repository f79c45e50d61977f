import { useId, useState } from 'react';
import { ImagePicker } from '../../../components/ui/image-picker.tsx';
import { ProgressBar } from '../../../components/ui/progress.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { uploadQrImage } from '../api/payment-settings.ts';

type Props = {
  /** The wallet's name, as the labels say it. */
  wallet: string;
  /** A bank transfer's QR is optional. */
  optional?: boolean;
  value: string | null;
  onChange: (url: string | null) => void;
};

/** A wallet's QR: the picture now, and the shop's picture control that uploads a new one with its progress. */
export function QrImageField({ wallet, optional = false, value, onChange }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);

  const onFile = async (file: File) => {
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
      <legend className="text-sm font-semibold text-ink">{t('admin.paymentSettings.qrImage', { wallet })}</legend>
      {!value && (
        <p className="text-sm text-muted">
          {optional ? t('admin.paymentSettings.qrOptional') : t('admin.paymentSettings.qrMissing')}
        </p>
      )}
      <ImagePicker
        id={id}
        preview={value}
        previewAlt={t('admin.paymentSettings.qrAlt', { wallet })}
        previewClassName="size-40 object-contain"
        chooseLabel={t('admin.paymentSettings.qrUpload')}
        replaceLabel={t('admin.paymentSettings.qrReplace')}
        removeLabel={t('admin.paymentSettings.qrRemove')}
        onFile={(file) => void onFile(file)}
        onRemove={() => onChange(null)}
        disabled={progress !== null}
      />
      {progress !== null && <ProgressBar value={progress} label={t('admin.paymentSettings.qrUploading')} />}
      <p className="text-xs text-muted">{t('admin.paymentSettings.qrHint', { wallet })}</p>
    </fieldset>
  );
}
