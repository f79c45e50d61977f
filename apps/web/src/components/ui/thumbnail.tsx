import { useState } from 'react';
import { srcSet } from '@shop/shared/catalog-rules';

/**
 * A small product picture of a cart or order line (4:5 box, `sizes` says how wide it is shown),
 * or the drawn garment outline when it is missing or fails to load.
 */
export function Thumbnail({ src, alt, sizes = '80px' }: { src: string | null; alt: string; sizes?: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed)
    return (
      <div role="img" aria-label={alt} className="flex size-full items-center justify-center bg-surface">
        <svg viewBox="0 0 400 500" aria-hidden="true" className="w-1/2 text-line">
          <path
            d="M115 140 L160 116 Q200 140 240 116 L285 140 L335 198 L300 225 L285 210 L285 420 L115 420 L115 210 L100 225 L65 198 Z"
            fill="currentColor"
          />
        </svg>
      </div>
    );
  return (
    <img
      src={src}
      srcSet={srcSet(src) || undefined}
      sizes={sizes}
      alt={alt}
      width={160}
      height={200}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="size-full object-cover"
    />
  );
}
