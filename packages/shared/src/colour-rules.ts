/**
 * The owner's palette without zod (the storefront imports it directly): what a colour is and its
 * name in the reader's language (decision 043). The owner's rules and sentences are in
 * `colours.ts`, so the storefront's first load does not carry them.
 */

/** A palette colour as every answer carries it. */
export type PaletteColour = {
  /** Never changes: `?color=black`, the variants' link to the palette. */
  key: string;
  /** English name: what a variant's `color` says on the wire. */
  name: string;
  /** Burmese name, '' when not written (the English one is shown then). */
  nameMy: string;
  /** `#rrggbb`. */
  swatch: string;
};

/** The swatch shown for a colour that has none (an old order line, a guest cart from before). */
export const NO_SWATCH = '#9ca3af';

/**
 * A key made of an English name: lower-case letters and digits, words joined by hyphens
 * ("Olive Green" → "olive-green"); '' when the name has none (the server adds a suffix then).
 */
export function colourKeyOf(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** A colour's name in the reader's language, each falling back to the other (like a product's texts). */
export function colourName(language: string, colour: { name: string; nameMy?: string | null }): string {
  return language === 'my' ? colour.nameMy || colour.name : colour.name || colour.nameMy || '';
}
