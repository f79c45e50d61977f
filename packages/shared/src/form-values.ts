import { z } from 'zod';
import { textSchema } from './text.ts';
import { toLatinDigits } from './language.ts';

/**
 * Values as HTML forms hand them over: a number input's value is a string ("25000"), a checkbox
 * is "on". Clients written against the spec send them as they are, so the schemas take both the
 * JSON type and its form spelling (docs/decisions/026-spec-clients-and-client-addresses.md).
 */

const NUMERIC = /^-?\d+(\.\d+)?$/;
/** Myanmar digits made Latin ("၂၅၀၀၀" → "25000"), spaces trimmed. */
export function numericText(raw: string): string {
  return toLatinDigits(raw).trim();
}

/**
 * A number, or a string holding one ("25000", " 3 ", or in Myanmar digits "၃", "၂၅၀၀၀"),
 * checked by `schema` afterwards: stored in Latin digits whatever keyboard typed it. A string that
 * holds no number is one issue saying `message`, not a union's, whose branches a form's resolver
 * would word instead.
 */
export const formNumber = <T extends z.ZodType<number, number>>(schema: T, message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((value, ctx) => {
      if (typeof value === 'number') return value;
      const text = numericText(value);
      if (NUMERIC.test(text)) return Number(text);
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .pipe(schema);

/** The largest value PostgreSQL's `integer` holds (what a `serial` id is): 2^31 − 1. */
export const INT4_MAX = 2_147_483_647;

/**
 * The id of a row keyed by a PostgreSQL `serial`, as JSON or a URL sends it (12 or "12"): a whole
 * number from 1 to INT4_MAX. Anything else, 99999999999 included, is one 400 saying `message`;
 * it never reaches the database as a number the column cannot hold (which would answer 500).
 */
export const serialIdSchema = (message: string) =>
  formNumber(z.number({ error: message }).int(message).min(1, message).max(INT4_MAX, message), message);

const CHECKED = ['on', 'true', '1', 'yes'] as const;
const UNCHECKED = ['off', 'false', '0', 'no', ''] as const;

/** A boolean, or a checkbox's spelling of one: "on", "true", "1", "yes" / "off", "false", "0", "no", "". */
export const formBoolean = (message: string) =>
  z.union(
    [
      z.boolean(),
      textSchema()
        .trim()
        .toLowerCase()
        .pipe(z.enum([...CHECKED, ...UNCHECKED]))
        .transform((value) => (CHECKED as readonly string[]).includes(value)),
    ],
    { error: message },
  );
