import { z } from 'zod';
import { limitedText, requiredText, textSchema } from './text.ts';

export * from './colour-rules.ts';

/** A swatch as the palette keeps it: `#` and six lower-case hex digits. */
export const SWATCH_PATTERN = /^#[0-9a-f]{6}$/;
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

/** The palette's wire contract (decision 043). */

export const ColourSchema = z.object({
  key: textSchema(),
  name: textSchema(),
  nameMy: textSchema(),
  swatch: textSchema(),
});
export type Colour = z.infer<typeof ColourSchema>;

/** GET /api/colours: the palette in the owner's order. */
export const PaletteSchema = z.object({ items: z.array(ColourSchema) });
export type Palette = z.infer<typeof PaletteSchema>;

/** The owner's palette: each colour with how many products use it (a used colour cannot be removed). */
export const AdminColourSchema = ColourSchema.extend({ products: z.number().int().min(0) });
export type AdminColour = z.infer<typeof AdminColourSchema>;
export const AdminPaletteSchema = z.object({ items: z.array(AdminColourSchema) });
export type AdminPalette = z.infer<typeof AdminPaletteSchema>;

/** POST /api/admin/colours and PUT /api/admin/colours/{key}: both names and the swatch. */
export const ColourInputSchema = z.object({
  name: requiredText(COLOUR_NAME_REQUIRED, COLOUR_NAME_MAX),
  nameMy: limitedText(COLOUR_NAME_MAX).default(''),
  swatch: textSchema({ error: SWATCH_INVALID }).trim().toLowerCase().regex(SWATCH_PATTERN, SWATCH_INVALID),
});
export type ColourInput = z.input<typeof ColourInputSchema>;
export type ColourFields = z.output<typeof ColourInputSchema>;

export const ColourKeyParamsSchema = z.object({ key: textSchema().max(80) });

export const ColourReplySchema = z.object({ message: textSchema(), colour: AdminColourSchema });
