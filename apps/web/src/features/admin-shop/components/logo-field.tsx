import { UploadedImageField } from '../../../components/ui/uploaded-image-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { uploadLogo } from '../api/shop-settings.ts';

/** The shop's logo: the picture now, and the control that uploads a new one with its progress. */
export function LogoField({ value, onChange }: { value: string | null; onChange: (url: string | null) => void }) {
  const { t } = useTranslation();
  return (
    <UploadedImageField
      legend={t('admin.shopSettings.logo')}
      missing={t('admin.shopSettings.logoMissing')}
      hint={t('admin.shopSettings.logoHint')}
      labels={{
        alt: t('admin.shopSettings.logoAlt'),
        choose: t('admin.shopSettings.logoUpload'),
        replace: t('admin.shopSettings.logoReplace'),
        remove: t('admin.shopSettings.logoRemove'),
        uploading: t('admin.shopSettings.logoUploading'),
      }}
      previewClassName="size-32 object-contain"
      upload={uploadLogo}
      value={value}
      onChange={onChange}
    />
  );
}
