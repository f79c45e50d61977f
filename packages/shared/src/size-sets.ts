import { toMyanmarDigits } from './language.ts';

/**
 * The size sets a product is sold in (decision 044): letter sizes for clothing, EU sizes for
 * shoes, one size, or a list the owner writes. A size on the wire is always its set's string
 * (`M`, `EU 42`, `Free size`, or as the owner typed it). No zod here: the storefront imports it;
 * the rules the forms and the server hold sizes to are in `size-set-rules.ts`.
 */
export const SIZE_SETS = ['clothing', 'shoes', 'one-size', 'custom'] as const;
export type SizeSetName = (typeof SIZE_SETS)[number];

/** Clothing, the shop's first set: XS to XXL. */
export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
/** Shoes: EU 35 to 46. */
export const SHOE_SIZES: readonly string[] = Array.from({ length: 12 }, (_, i) => `EU ${35 + i}`);
/** The one size of a one-size product (a cap, a bag); Burmese readers see ဖရီးဆိုက်. */
export const ONE_SIZE = 'Free size';
const ONE_SIZE_MY = 'ဖရီးဆိုက်';

/** A product's choice of set; `customSizes` is used by the custom set only. */
export type SizeSetChoice = { sizeSet: SizeSetName; customSizes: readonly string[] };

/** The sizes of a set in their order (the order the product page, stock grids and lists show). */
export function sizesOfSet(choice: SizeSetChoice): readonly string[] {
  switch (choice.sizeSet) {
    case 'shoes':
      return SHOE_SIZES;
    case 'one-size':
      return [ONE_SIZE];
    case 'custom':
      return choice.customSizes;
    default:
      return SIZES;
  }
}

/**
 * A size as the reader reads it: the one size in Burmese for a Burmese reader, an EU size with
 * Myanmar digits; other sizes (letters, the owner's own) as written.
 */
export function sizeLabel(size: string, language: string): string {
  if (language !== 'my') return size;
  if (size === ONE_SIZE) return ONE_SIZE_MY;
  return SHOE_SIZES.includes(size) ? toMyanmarDigits(size) : size;
}
