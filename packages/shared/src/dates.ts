import { DEFAULT_LANGUAGE, toMyanmarDigits, type Language } from './language.ts';

/**
 * The one date formatter for screens, mails and print, always in Myanmar time: "14 Mar 2026" /
 * "14 Mar 2026, 15:04" in English, "၂၀၂၆ မတ် ၁၄" / "၂၀၂၆ နိုဝင်ဘာ ၂၈ ၊ ၄:၃၂" in Burmese.
 * No `Intl` here: Chromium ships no Burmese month names (it prints "M11"), Node's ICU abbreviates
 * them ("နို"), so web and mail disagreed. The month names are ours, and Myanmar time is computed:
 * Asia/Yangon has been UTC+06:30 all year since 1945 (no daylight saving), decision 040.
 */
const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  my: ['ဇန်နဝါရီ', 'ဖေဖော်ဝါရီ', 'မတ်', 'ဧပြီ', 'မေ', 'ဇွန်', 'ဇူလိုင်', 'ဩဂုတ်', 'စက်တင်ဘာ', 'အောက်တိုဘာ', 'နိုဝင်ဘာ', 'ဒီဇင်ဘာ'],
};
const YANGON_OFFSET_MS = 390 * 60_000;

/** The wall clock in Yangon at `date`, read through the UTC getters of a shifted Date. */
function yangonClock(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  const time = date.getTime();
  return Number.isNaN(time) ? null : new Date(time + YANGON_OFFSET_MS);
}

const pad = (n: number) => String(n).padStart(2, '0');

function day(clock: Date, language: Language): string {
  const month = MONTHS[language][clock.getUTCMonth()]!;
  if (language === 'my')
    return toMyanmarDigits(`${clock.getUTCFullYear()}`) + ` ${month} ` + toMyanmarDigits(`${clock.getUTCDate()}`);
  return `${clock.getUTCDate()} ${month} ${clock.getUTCFullYear()}`;
}

/** A day, from a Date or an ISO 8601 string; the text itself when it is not a date. */
export function formatDate(value: string | Date, language: Language = DEFAULT_LANGUAGE): string {
  const clock = yangonClock(value);
  return clock ? day(clock, language) : String(value);
}

/** A day and time, from a Date or an ISO 8601 string; the text itself when it is not a date. */
export function formatDateTime(value: string | Date, language: Language = DEFAULT_LANGUAGE): string {
  const clock = yangonClock(value);
  if (!clock) return String(value);
  const minutes = pad(clock.getUTCMinutes());
  if (language === 'my') return `${day(clock, 'my')} ၊ ${toMyanmarDigits(`${clock.getUTCHours()}:${minutes}`)}`;
  return `${day(clock, 'en')}, ${pad(clock.getUTCHours())}:${minutes}`;
}

/**
 * Whether `text` is a day of the calendar written YYYY-MM-DD (years 0001 to 9999): `2026-02-29`
 * and `2026-02-30` are not, `2028-02-29` is. PostgreSQL refuses an impossible date with an error;
 * a request naming one is refused before it gets there.
 */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return year >= 1 && days !== undefined && day >= 1 && day <= days;
}
