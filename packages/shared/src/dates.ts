import { DEFAULT_LANGUAGE, type Language } from './language.ts';

/**
 * The one date formatter for screens and mails, in Myanmar time: "14 Mar 2026" / "14 Mar 2026, 15:04"
 * in English, "၂၀၂၆ မတ် ၁၄" / "၂၀၂၆ မတ် ၁၄ ၁၅:၀၄" in Burmese. The formats are made on first use: an
 * `Intl.DateTimeFormat` costs a phone's first screen time it would not otherwise spend.
 */
const LOCALES: Record<Language, string> = { en: 'en-GB', my: 'my-MM' };
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, withTime: boolean): Intl.DateTimeFormat {
  const key = `${language}:${withTime}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: 'Asia/Yangon',
    });
    cache.set(key, format);
  }
  return format;
}

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A day, from a Date or an ISO 8601 string; the text itself when it is not a date. */
export function formatDate(value: string | Date, language: Language = DEFAULT_LANGUAGE): string {
  const date = toDate(value);
  return date ? formatter(language, false).format(date) : String(value);
}

/** A day and time, from a Date or an ISO 8601 string; the text itself when it is not a date. */
export function formatDateTime(value: string | Date, language: Language = DEFAULT_LANGUAGE): string {
  const date = toDate(value);
  return date ? formatter(language, true).format(date) : String(value);
}
