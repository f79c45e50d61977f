import { ProductImage } from './product-image.tsx';

/**
 * A small product picture of a cart, order or admin line (4:5 box, `sizes` says how wide it is
 * shown), or the drawn garment outline when it is missing or fails to load.
 */
export function Thumbnail({ src, alt, sizes = '80px' }: { src: string | null; alt: string; sizes?: string }) {
  return <ProductImage src={src ?? undefined} alt={alt} sizes={sizes} />;
}
