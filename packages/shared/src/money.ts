import { DEFAULT_LANGUAGE, toMyanmarDigits, type Language } from './language.ts';

/**
 * MMK amounts are whole kyat integers everywhere: stored, sent and shown. The thousands are grouped
 * by hand: the first `Intl.NumberFormat` of a page costs a phone about 50 ms of start-up (ICU data),
 * which Lighthouse measured as the largest single task of the storefront's first screen.
 */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * The one money formatter, for every screen and mail: 25000 → "25,000 MMK" in English,
 * "၂၅,၀၀၀ ကျပ်" (Myanmar digits, kyat after the amount) in Burmese.
 */
export function formatMMK(amount: number, language: Language = DEFAULT_LANGUAGE): string {
  const grouped = formatCount(Math.round(amount), language);
  return language === 'my' ? `${grouped} ကျပ်` : `${grouped} MMK`;
}

/** A count as the language writes it, thousands grouped: 5433 → "5,433", in Burmese "၅,၄၃၃". */
export function formatCount(value: number, language: Language = DEFAULT_LANGUAGE): string {
  const grouped = String(value).replace(THOUSANDS, ',');
  return language === 'my' ? toMyanmarDigits(grouped) : grouped;
}
