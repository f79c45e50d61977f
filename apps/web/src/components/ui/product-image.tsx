import { useState } from 'react';
import { IMAGE_ASPECT, srcSet } from '@shop/shared/catalog-rules';

type ProductImageProps = {
  src: string | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string;
  /** Above the fold: load at once (and early) instead of lazily. */
  priority?: boolean;
  /** `contain` shows the whole picture (full-screen preview); `cover` fills the box. */
  fit?: 'cover' | 'contain';
  className?: string;
};

/** Intrinsic size for the browser's layout before the image arrives (4:5, like every product image). */
const WIDTH = 640;
const HEIGHT = (WIDTH * IMAGE_ASPECT.height) / IMAGE_ASPECT.width;

/**
 * A product picture filling its (fixed aspect ratio) box: srcset of the stored WebP widths, lazy
 * below the fold, and a drawn placeholder when the image is missing or fails to load.
 */
export function ProductImage({ src, alt, sizes, priority = false, fit = 'cover', className = '' }: ProductImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <ImagePlaceholder label={alt} className={className} />;
  return (
    <img
      src={src}
      srcSet={srcSet(src) || undefined}
      sizes={sizes}
      alt={alt}
      width={WIDTH}
      height={HEIGHT}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(src)}
      className={`size-full ${fit === 'cover' ? 'object-cover' : 'object-contain'} ${className}`}
    />
  );
}

/**
 * What stands for a product picture that is missing or fails to load: a garment outline on the
 * surface colour, drawn inline (no file to fetch), named by `label` for screen readers.
 */
function ImagePlaceholder({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div role="img" aria-label={label} className={`flex size-full items-center justify-center bg-surface ${className}`}>
      <svg viewBox="0 0 400 500" aria-hidden="true" className="w-1/2 text-line">
        <path
          d="M115 140 L160 116 Q200 140 240 116 L285 140 L335 198 L300 225 L285 210 L285 420 L115 420 L115 210 L100 225 L65 198 Z"
          fill="currentColor"
        />
      </svg>
    </div>
  );
}
