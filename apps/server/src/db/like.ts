/** LIKE and ILIKE patterns from what people type (search boxes of the shop and the admin). */

/** Escapes LIKE's wildcards so `%` and `_` typed by a shopper match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` for ILIKE, wildcards escaped; Unicode normalised so composed and decomposed Burmese match. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text.normalize('NFC'))}%`;
}
