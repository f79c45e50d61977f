import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSwipe } from '../lib/use-swipe.ts';
import { ProductImage } from '../../../components/ui/product-image.tsx';

type ImagePreviewProps = {
  images: readonly string[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  alt: string;
};

/**
 * Full-screen preview in a modal <dialog>: the browser keeps focus inside and makes the page
 * behind inert; arrow keys and swipes move, Escape closes, and focus goes back where it was.
 */
export default function ImagePreview({ images, index, onIndexChange, onClose, alt }: ImagePreviewProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const count = images.length;
  const go = (direction: 1 | -1) => count > 1 && onIndexChange((index + direction + count) % count);
  const swipe = useSwipe(go);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      if (element?.open) element.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-label={t('product.previewTitle', { name: alt })}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(1);
        else if (event.key === 'ArrowLeft') go(-1);
      }}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 text-white backdrop:bg-black"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between px-4 py-3 text-sm">
          <p aria-live="polite">{t('product.imagePosition', { index: index + 1, count })}</p>
          <button
            type="button"
            onClick={onClose}
            autoFocus
            aria-label={t('product.closePreview')}
            className="inline-flex size-11 items-center justify-center rounded-full text-2xl hover:bg-white/10"
          >
            ×
          </button>
        </div>
        <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-6" {...swipe}>
          <div className="aspect-[4/5] h-full max-h-full max-w-full">
            <ProductImage
              key={images[index]}
              src={images[index]}
              alt={alt}
              sizes="(min-width: 768px) 80vh, 100vw"
              priority
              fit="contain"
            />
          </div>
          {count > 1 && (
            <>
              <button
                type="button"
                onClick={() => go(-1)}
                aria-label={t('product.previousImage')}
                className={`${arrow} left-2`}
              >
                ‹
              </button>
              <button
                type="button"
                onClick={() => go(1)}
                aria-label={t('product.nextImage')}
                className={`${arrow} right-2`}
              >
                ›
              </button>
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}

const arrow =
  'absolute top-1/2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full border border-white/30 bg-black/60 text-3xl text-white hover:bg-white/20';
