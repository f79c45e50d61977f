import { UploadedImageField } from '../../../components/ui/uploaded-image-field.tsx';
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

/** A wallet's QR: the picture now, and the control that uploads a new one with its progress. */
export function QrImageField({ wallet, optional = false, value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <UploadedImageField
      legend={t('admin.paymentSettings.qrImage', { wallet })}
      missing={optional ? t('admin.paymentSettings.qrOptional') : t('admin.paymentSettings.qrMissing')}
      hint={t('admin.paymentSettings.qrHint', { wallet })}
      labels={{
        alt: t('admin.paymentSettings.qrAlt', { wallet }),
        choose: t('admin.paymentSettings.qrUpload'),
        replace: t('admin.paymentSettings.qrReplace'),
        remove: t('admin.paymentSettings.qrRemove'),
        uploading: t('admin.paymentSettings.qrUploading'),
      }}
      previewClassName="size-40 object-contain"
      upload={uploadQrImage}
      value={value}
      onChange={onChange}
    />
  );
}
