import { z } from 'zod';
import { COLOUR_NAME_MAX, COLOUR_NAME_REQUIRED, SWATCH_INVALID, SWATCH_PATTERN } from './colour-rules.ts';
import { limitedText, requiredText, textSchema } from './text.ts';

export * from './colour-rules.ts';

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
