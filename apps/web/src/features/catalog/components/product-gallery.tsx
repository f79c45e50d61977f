import { IMAGE_SIZES } from '@shop/shared/catalog-rules';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useWaitingForApp } from '../../../lib/use-hydrated.ts';
import { useSwipe } from '../lib/use-swipe.ts';
import { ProductImage } from '../../../components/ui/product-image.tsx';

const ImagePreview = lazy(() => import('./image-preview.tsx'));

type ProductGalleryProps = {
  images: readonly string[];
  /** Index of the image shown; the product page resets it to 0 when the colour changes. */
  index: number;
  onIndexChange: (index: number) => void;
  alt: string;
};

/** Main image with arrows, swipe and dots; a click opens the full-screen preview. */
export function ProductGallery({ images, index, onIndexChange, alt }: ProductGalleryProps) {
  const { t } = useTranslation();
  const [previewOpen, setPreviewOpen] = useState(false);
  const count = images.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const go = (direction: 1 | -1) => count > 1 && onIndexChange((current + direction + count) % count);
  const swipe = useSwipe(go);
  // Its buttons work once the page's code runs (a page drawn on the server, on its way).
  const waiting = useWaitingForApp();

  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-[4/5] overflow-hidden rounded-md bg-surface" {...swipe}>
        {count === 0 ? (
          <ProductImage src={undefined} alt={alt} sizes={IMAGE_SIZES.product} />
        ) : (
          <button
            type="button"
            onClick={() => setPreviewOpen(true)}
            aria-label={t('product.openPreview', { index: current + 1, count })}
            aria-disabled={waiting}
            className="block size-full cursor-zoom-in"
          >
            <ProductImage key={images[current]} src={images[current]} alt={alt} sizes={IMAGE_SIZES.product} priority />
          </button>
        )}
        {count > 1 && (
          <>
            <GalleryArrow direction={-1} onClick={() => go(-1)} label={t('product.previousImage')} waiting={waiting} />
            <GalleryArrow direction={1} onClick={() => go(1)} label={t('product.nextImage')} waiting={waiting} />
          </>
        )}
      </div>
      {count > 1 && (
        <div className="flex justify-center gap-1" role="group" aria-label={t('product.imageDots')}>
          {images.map((image, i) => (
            <button
              key={image + i}
              type="button"
              onClick={() => onIndexChange(i)}
              aria-label={t('product.showImage', { index: i + 1, count })}
              aria-current={i === current || undefined}
              aria-disabled={waiting}
              className="flex size-8 items-center justify-center"
            >
              <span
                className={`block size-2.5 rounded-full transition-colors ${i === current ? 'bg-ink' : 'bg-line'}`}
              />
            </button>
          ))}
        </div>
      )}
      {previewOpen && count > 0 && (
        <Suspense fallback={null}>
          <ImagePreview
            images={images}
            index={current}
            onIndexChange={onIndexChange}
            onClose={() => setPreviewOpen(false)}
            alt={alt}
          />
        </Suspense>
      )}
    </div>
  );
}

type GalleryArrowProps = { direction: 1 | -1; onClick: () => void; label: string; waiting?: true };

function GalleryArrow({ direction, onClick, label, waiting }: GalleryArrowProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-disabled={waiting}
      className={`absolute top-1/2 ${direction < 0 ? 'left-2' : 'right-2'} inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-xl shadow-card hover:bg-white`}
    >
      {direction < 0 ? '‹' : '›'}
    </button>
  );
}
