import { toMyanmarDigits, type Language } from '@shop/shared/language';
import { formatCount } from '@shop/shared/money';
import { pluralArguments } from './plural-arguments.ts';

/**
 * A number placed in a Burmese message: written with Myanmar digits ("လက်ကျန် ၂၀ ခု"), still a
 * number to a plural Lingui keeps (one with an `offset`).
 */
function myanmarNumber(value: number): unknown {
  return { [Symbol.toPrimitive]: (hint: string) => (hint === 'number' ? value : toMyanmarDigits(String(value))) };
}

/**
 * The plural category of a count, as CLDR has it (the unit test checks it against
 * `Intl.PluralRules`): English says "1 item" for ±1 and "items" otherwise; Burmese has one form.
 */
const PLURAL_CATEGORY: Record<Language, (count: number) => string> = {
  en: (count) => (Math.abs(count) === 1 ? 'one' : 'other'),
  my: () => 'other',
};

/**
 * A message's values as `language` shows them (lib/i18n.ts's `t`; the browser tests' words too):
 * Burmese numbers in Myanmar digits, and for each number what the catalogue's plurals choose and
 * print by (`pluralArguments`, message-catalogues.ts). Worked out here rather than by Intl, whose
 * first number formatter costs the app's start 13–56 ms (ICU's number data), more on a phone.
 */
export function messageValues(
  values: Record<string, unknown> | undefined,
  language: Language,
): Record<string, unknown> | undefined {
  if (!values) return values;
  const local: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'number') {
      local[name] = value;
      continue;
    }
    local[name] = language === 'my' ? myanmarNumber(value) : value;
    const plural = pluralArguments(name);
    local[plural.exact] = String(value);
    local[plural.category] = PLURAL_CATEGORY[language](value);
    local[plural.count] = formatCount(value, language);
  }
  return local;
}
