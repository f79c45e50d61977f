import { sizesOfSet, type SizeSetChoice } from './size-sets.ts';

/**
 * The rules a product's sizes are held to (decision 044), apart from the sets themselves so the
 * storefront's first load does not carry them: the forms' schemas and the server read them.
 */

/** A custom list: 1 to 20 sizes, each 1 to 12 characters, none twice. */
export const CUSTOM_SIZES_MAX = 20;
export const SIZE_LENGTH_MAX = 12;

/** The sentences of the size-set rules (translated by the server's and the web's catalogues). */
export const SIZE_SET_REQUIRED = 'Please choose a size set';
export const SIZE_NOT_IN_SET = 'That size is not one of this product’s sizes';
export const CUSTOM_SIZES_COUNT = 'Write 1 to 20 sizes for your own size list';
export const CUSTOM_SIZE_LENGTH = 'Each size is 1 to 12 characters long';
export const CUSTOM_SIZE_REPEATED = 'Each size may appear only once in the list';

/** `sizes` in the set's order; sizes not in the set are left out. */
export function inSetOrder<T extends { size: string }>(choice: SizeSetChoice, sizes: readonly T[]): T[] {
  const order = sizesOfSet(choice);
  return sizes.filter((s) => order.includes(s.size)).sort((a, b) => order.indexOf(a.size) - order.indexOf(b.size));
}
