/**
 * The shop's languages and the digits they write numbers with. No zod here: the storefront imports
 * it directly, and the server uses it for mails, the page head and stored preferences.
 */

export const LANGUAGES = ['en', 'my'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Myanmar digits ၀ (U+1040) to ၉ (U+1049). */
const MYANMAR_DIGITS = /[\u1040-\u1049]/g;
const LATIN_DIGITS = /[0-9]/g;

/** "၀၉ ၇၈၁ ၂၃၄ ၅၆၇" → "09 781 234 567": what people type with a Myanmar keyboard, stored as Latin digits. */
export function toLatinDigits(text: string): string {
  return text.replace(MYANMAR_DIGITS, (d) => String(d.charCodeAt(0) - 0x1040));
}

/** "25,000" → "၂၅,၀၀၀": numbers as a Burmese reader writes them. */
export function toMyanmarDigits(text: string): string {
  return text.replace(LATIN_DIGITS, (d) => String.fromCharCode(0x1040 + Number(d)));
}

/**
 * A syllable's final is a consonant killed by asat ("င့်", "လ်", "ဒ်"). Chromium's line-break
 * dictionary lacks many loanwords ("အကောင့်", "အီးမေးလ်", "ဆိုဒ်") and breaks them before the final,
 * starting a line with half a syllable. A word joiner (U+2060, invisible) before each final keeps it
 * on its syllable's line; lines still break between syllables (decision 040). Done once: a final
 * already joined is left alone.
 */
const SYLLABLE_FINAL = /(?<!\u2060)(?=[\u1000-\u1021]\u1037?\u103A)/g;
export function joinSyllableFinals(text: string): string {
  return text.replace(SYLLABLE_FINAL, '\u2060');
}

/** The text without those joiners: where nothing breaks over lines (a tab's title) and the text is kept to search. */
export function withoutWordJoiners(text: string): string {
  return text.replace(/\u2060/g, '');
}

/**
 * The language a browser asks for in `Accept-Language` ("my-MM,my;q=0.9,en;q=0.8"): Burmese when
 * the visitor ranks it above English, English otherwise (and when the header is missing).
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { language: Language; q: number } | undefined;
  for (const part of header.split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
