import { toLatinDigits } from '@shop/shared/language';

/**
 * What a number field keeps of what was typed: its digits, Myanmar digits (a Burmese keyboard's)
 * written as Latin ones, since the shop stores and sends Latin digits. "+၉၅ ၉-၁၂၃" → "959123".
 */
export function digitsOnly(raw: string): string {
  return toLatinDigits(raw).replace(/\D/g, '');
}

/** A whole number typed in a field (Myanmar or Latin digits); '' while the field is empty. */
export function wholeNumber(raw: string): number | '' {
  const digits = digitsOnly(raw);
  return digits === '' ? '' : Number(digits);
}
