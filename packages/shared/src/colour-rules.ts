/**
 * The owner's palette without zod (the storefront imports it directly): what a colour is, its
 * name in the reader's language, and the sentences the palette's answers say (decision 043).
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

/** A swatch as the palette keeps it: `#` and six lower-case hex digits. */
export const SWATCH_PATTERN = /^#[0-9a-f]{6}$/;
/** The swatch shown for a colour that has none (an old order line, a guest cart from before). */
export const NO_SWATCH = '#9ca3af';
export const COLOUR_NAME_MAX = 40;

export const COLOUR_NAME_REQUIRED = 'Colour name is required';
export const SWATCH_INVALID = 'Please choose the swatch as a colour like #1a2b3c';
export const COLOUR_NAME_TAKEN = 'Another colour of the palette already has this name';
export const COLOUR_NAME_MY_TAKEN = 'Another colour of the palette already has this Burmese name';
export const COLOUR_NOT_FOUND = 'Colour not found';
export const COLOUR_ADDED = 'Colour added';
export const COLOUR_SAVED = 'Colour saved';
export const COLOUR_REMOVED = 'Colour removed';
/** Removing a colour products still use (409). */
export const colourInUse = (products: number) =>
  `This colour is used by ${products} ${products === 1 ? 'product' : 'products'}. Choose another colour for ${products === 1 ? 'it' : 'them'} first.`;
/** A variant whose colour is not one of the palette's (400 at `variants.N.color`). */
export const variantColourUnknown = (n: number) => `Variant ${n}: Please choose a colour from the palette`;

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
