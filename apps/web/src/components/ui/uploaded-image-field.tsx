import { useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import type { UploadProgress } from '../../lib/upload.ts';
import { ImagePicker } from './image-picker.tsx';
import { ProgressBar } from './progress.tsx';
import { useToast } from './toast.tsx';

type Props = {
  legend: string;
  /** Said while there is no picture yet. */
  missing: string;
  hint: string;
  labels: { alt: string; choose: string; replace: string; remove: string; uploading: string };
  previewClassName: string;
  /** Sends the file (with its progress) and answers the stored picture's URL. */
  upload: (file: File, onProgress: (progress: UploadProgress) => void) => Promise<string>;
  value: string | null;
  onChange: (url: string | null) => void;
};

/**
 * One picture of a settings form (the shop's logo, a wallet's QR): the picture now, and the shop's
 * picture control that uploads a new one with its progress; a failed upload is a toast.
 */
export function UploadedImageField({
  legend,
  missing,
  hint,
  labels,
  previewClassName,
  upload,
  value,
  onChange,
}: Props) {
  const toast = useToast();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);

  const onFile = async (file: File) => {
    setProgress(0);
    try {
      onChange(await upload(file, (p) => setProgress((p.loaded / p.total) * 100)));
    } catch (error) {
      toast.show(errorMessage(error), 'error');
    } finally {
      setProgress(null);
    }
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      {!value && <p className="text-sm text-muted">{missing}</p>}
      <ImagePicker
        id={id}
        preview={value}
        previewAlt={labels.alt}
        previewClassName={previewClassName}
        chooseLabel={labels.choose}
        replaceLabel={labels.replace}
        removeLabel={labels.remove}
        onFile={(file) => void onFile(file)}
        onRemove={() => onChange(null)}
        disabled={progress !== null}
      />
      {progress !== null && <ProgressBar value={progress} label={labels.uploading} />}
      <p className="text-xs text-muted">{hint}</p>
    </fieldset>
  );
}
