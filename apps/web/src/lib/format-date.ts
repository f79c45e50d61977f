import { DEFAULT_LANGUAGE, type Language } from '@shop/shared/language';

/**
 * The one date formatter of the shop's screens, in Myanmar time and the language shown: English
 * "14 Mar 2026, 15:04", Burmese with its month names and Myanmar digits. The formats of a language
 * are made the first time it shows a date (each costs ICU data at start-up).
 */
const formats = new Map<Language, { dateTime: Intl.DateTimeFormat; dateOnly: Intl.DateTimeFormat }>();
const LOCALES: Record<Language, string> = { en: 'en-GB', my: 'my-MM' };

function formatsOf(language: Language) {
  let found = formats.get(language);
  if (!found) {
    const locale = LOCALES[language];
    found = {
      dateTime: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Yangon' }),
      dateOnly: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Yangon' }),
    };
    formats.set(language, found);
  }
  return found;
}

/** "14 Mar 2026, 15:04" from an ISO 8601 string; the text itself when it is not a date. */
export function formatDateTime(iso: string, language: Language = DEFAULT_LANGUAGE): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatsOf(language).dateTime.format(date);
}

export function formatDate(iso: string, language: Language = DEFAULT_LANGUAGE): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatsOf(language).dateOnly.format(date);
}
