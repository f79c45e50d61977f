import { z } from 'zod';

export const NUL_REFUSED = 'Text must not contain the NUL character (U+0000)';

const withoutNul = (schema: z.ZodString) => schema.refine((value) => !value.includes('\u0000'), { error: NUL_REFUSED });

/**
 * The schema of `textSchema()`, made once: zod's schemas never change (each method answers a new
 * one), so one serves every field, and the server's start builds ~200 fewer (#26, cold start).
 */
let plainText: z.ZodString | undefined;

/**
 * Every string the shop accepts. PostgreSQL's text cannot hold U+0000, so a NUL byte would
 * reach the database only to fail there; it is refused here, first, with a 400 naming the field.
 */
export const textSchema = (params?: Parameters<typeof z.string>[0]) =>
  params === undefined ? (plainText ??= withoutNul(z.string())) : withoutNul(z.string(params));

/**
 * The longest text any schema accepts: a product's details (HTML). The server does no work on a
 * longer string (its Zawgyi conversion leaves it as sent), so the schema refuses it as usual.
 */
export const LONGEST_TEXT = 20_000;

/** The sentence every text field says when it is too long. */
export const keepUnder = (max: number) => `Please keep this under ${max} characters`;

/** A text field that may be empty, trimmed, saying `keepUnder(max)` when too long. */
export const limitedText = (max: number) => textSchema().trim().max(max, keepUnder(max));

/** A text field that must be filled: `message` when it is empty, `keepUnder(max)` when too long. */
export const requiredText = (message: string, max: number) =>
  textSchema({ error: message }).trim().min(1, message).max(max, keepUnder(max));
