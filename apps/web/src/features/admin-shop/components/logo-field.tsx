import { useId, useState } from 'react';
import { ImagePicker } from '../../../components/ui/image-picker.tsx';
import { ProgressBar } from '../../../components/ui/progress.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { uploadLogo } from '../api/shop-settings.ts';

/** The shop's logo: the picture now, and the shop's picture control that uploads a new one with its progress. */
export function LogoField({ value, onChange }: { value: string | null; onChange: (url: string | null) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);

  const onFile = async (file: File) => {
    setProgress(0);
    try {
      onChange(await uploadLogo(file, (p) => setProgress((p.loaded / p.total) * 100)));
    } catch (error) {
      toast.show(errorMessage(error), 'error');
    } finally {
      setProgress(null);
    }
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-ink">{t('admin.shopSettings.logo')}</legend>
      {!value && <p className="text-sm text-muted">{t('admin.shopSettings.logoMissing')}</p>}
      <ImagePicker
        id={id}
        preview={value}
        previewAlt={t('admin.shopSettings.logoAlt')}
        previewClassName="size-32 object-contain"
        chooseLabel={t('admin.shopSettings.logoUpload')}
        replaceLabel={t('admin.shopSettings.logoReplace')}
        removeLabel={t('admin.shopSettings.logoRemove')}
        onFile={(file) => void onFile(file)}
        onRemove={() => onChange(null)}
        disabled={progress !== null}
      />
      {progress !== null && <ProgressBar value={progress} label={t('admin.shopSettings.logoUploading')} />}
      <p className="text-xs text-muted">{t('admin.shopSettings.logoHint')}</p>
    </fieldset>
  );
}
