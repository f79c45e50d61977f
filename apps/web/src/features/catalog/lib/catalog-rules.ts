import type { ProductVariant } from '@shop/shared/catalog';
import { MAX_LINE_QUANTITY } from '@shop/shared/cart-rules';
import { sizesOfSet, type SizeSetChoice } from '@shop/shared/catalog-rules';

/** Storefront-only rules; the catalogue's own (stock, sizes, page size) come from @shop/shared. */

/** Carousel arrows scroll by this many pixels. */
export const CAROUSEL_SCROLL_PX = 860;
/** Home search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;
/** A swipe longer than this changes the image. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * The variant of a colour: its palette key (`?color=black`, decision 043) or its English name,
 * compared case-insensitively (links made before the palette).
 */
export function findVariant<V extends Pick<ProductVariant, 'color'> & { colorKey?: string }>(
  variants: readonly V[],
  color: string | null | undefined,
): V | undefined {
  if (!color) return undefined;
  const wanted = color.toLowerCase();
  return variants.find((v) => v.colorKey === wanted) ?? variants.find((v) => v.color.toLowerCase() === wanted);
}

/** Stock of one size of a variant; 0 when the size is not found. */
export function sizeStock(variant: Pick<ProductVariant, 'sizes'> | undefined, size: string | null | undefined): number {
  if (!variant || !size) return 0;
  return variant.sizes.find((s) => s.size === size)?.stock ?? 0;
}

/** The first size of a variant with stock, in its set's order (clothing: XS to XXL), if any. */
export function firstSizeInStock(
  variant: Pick<ProductVariant, 'sizes'> | undefined,
  set: SizeSetChoice = { sizeSet: 'clothing', customSizes: [] },
): string | null {
  if (!variant) return null;
  return sizesOfSet(set).find((size) => sizeStock(variant, size) > 0) ?? null;
}

/** The most the quantity stepper allows: 10, and never above stock (at least 1 so the field stays usable). */
export function quantityLimit(stock: number): number {
  return Math.max(1, Math.min(MAX_LINE_QUANTITY, stock));
}

export function clampQuantity(quantity: number, stock: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(quantityLimit(stock), Math.max(1, Math.floor(quantity)));
}

/** Page number from the URL: a whole number from 1, or null for anything else ('abc', '0', '1.5'). */
export function parsePageNumber(value: string | undefined): number | null {
  if (value === undefined) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

/** Page buttons to show: first, last and the current one's neighbours; longer runs fold into a gap. */
export function pageItems(current: number, total: number): (number | 'gap')[] {
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}
