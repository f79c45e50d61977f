import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, MAX_IMAGES_PER_REQUEST } from '@shop/shared/admin-rules';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { ProgressBar } from '../../../components/ui/progress.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { uploadImages } from '../api/upload-images.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

type ImageManagerProps = {
  images: readonly string[];
  onAdd: (urls: string[]) => void;
  onRemove: (index: number) => void;
  onMove: (index: number, by: -1 | 1) => void;
  /** What the images show, for their alt text (e.g. the variant's colour). */
  subject: string;
  /** The form field the images are: a failed submit may focus the file input by it. */
  name?: string;
  invalid?: boolean;
  /** The id of the images' error, read with the file input. */
  describedBy?: string;
};

/**
 * A variant's pictures: choose files (uploaded at once, with a progress bar, 8 to a request),
 * then thumbnails in their shop order with move-left, move-right and remove buttons.
 */
export function ImageManager({
  images,
  onAdd,
  onRemove,
  onMove,
  subject,
  name,
  invalid,
  describedBy,
}: ImageManagerProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length === 0) return;
    if (chosen.some((file) => file.size > MAX_IMAGE_BYTES)) return toast.show(IMAGE_TOO_LARGE, 'error');
    const total = chosen.reduce((sum, file) => sum + file.size, 0) || 1;
    let done = 0;
    setProgress(0);
    try {
      for (let start = 0; start < chosen.length; start += MAX_IMAGES_PER_REQUEST) {
        const group = chosen.slice(start, start + MAX_IMAGES_PER_REQUEST);
        const size = group.reduce((sum, file) => sum + file.size, 0);
        const reply = await uploadImages(group, ({ loaded, total: sent }) =>
          setProgress(((done + (loaded / (sent || 1)) * size) / total) * 100),
        );
        done += size;
        onAdd(reply.imageUrls);
      }
      toast.show(t('admin.images.uploaded', { count: chosen.length }), 'success');
    } catch (error) {
      toast.show(t('admin.images.failed', { message: errorMessage(error) }), 'error');
    } finally {
      setProgress(null);
    }
  };

  const move = 'inline-flex size-9 items-center justify-center rounded-md text-sm hover:bg-surface disabled:opacity-30';
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={`${id}-files`}
          className={`inline-flex min-h-11 cursor-pointer items-center rounded-md border px-4 text-sm font-semibold hover:border-ink focus-within:outline-2 focus-within:outline-ink ${
            invalid ? 'border-danger' : 'border-line'
          } ${progress !== null ? 'pointer-events-none opacity-50' : ''}`}
        >
          {t('admin.images.choose')}
          <input
            id={`${id}-files`}
            name={name}
            type="file"
            accept={ACCEPT}
            multiple
            disabled={progress !== null}
            onChange={(event) => void upload(event)}
            aria-invalid={invalid || undefined}
            aria-describedby={[`${id}-hint`, describedBy].filter(Boolean).join(' ')}
            className="sr-only"
          />
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted">
          {t('admin.images.hint')}
        </p>
      </div>
      {progress !== null && <ProgressBar value={progress} label={t('admin.images.progress')} />}
      {images.length === 0 ? (
        <p className="text-sm text-muted">{t('admin.images.none')}</p>
      ) : (
        <ol className="flex flex-wrap gap-3" aria-label={t('admin.images.list', { subject })}>
          {images.map((src, index) => (
            <li key={`${src}-${index}`} className="w-28 overflow-hidden rounded-lg border border-line bg-white">
              <div className="aspect-[4/5] bg-surface">
                <Thumbnail src={src} alt={t('admin.images.image', { n: index + 1, subject })} sizes="112px" />
              </div>
              <div className="flex items-center justify-between px-1 py-1">
                <button
                  type="button"
                  className={move}
                  disabled={index === 0}
                  onClick={() => onMove(index, -1)}
                  aria-label={t('admin.images.moveLeft', { n: index + 1 })}
                >
                  ←
                </button>
                <button
                  type="button"
                  className={`${move} text-danger`}
                  onClick={() => onRemove(index)}
                  aria-label={t('admin.images.remove', { n: index + 1 })}
                >
                  ×
                </button>
                <button
                  type="button"
                  className={move}
                  disabled={index === images.length - 1}
                  onClick={() => onMove(index, 1)}
                  aria-label={t('admin.images.moveRight', { n: index + 1 })}
                >
                  →
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
