import { parsePhoneNumberWithError, type PhoneNumber } from 'libphonenumber-js/core';
import { toLatinDigits, toMyanmarDigits, type Language } from './language.ts';
import { MYANMAR_PHONE_METADATA } from './phone-metadata.ts';

/**
 * Phone numbers as the shop keeps them (docs/decisions/029-zawgyi-phones-and-server-languages.md).
 * A Myanmar number however it is typed — 09…, +959…, 959…, with spaces, dashes or brackets, in
 * Myanmar digits — is one number, kept in its national digits-only form `09XXXXXXXXX`, and must
 * be a mobile number by libphonenumber's rules for Myanmar's operators (prefix and length).
 * Numbers of other countries (+ and a calling code other than 95) are kept as `+` and digits.
 * No zod here: the browser's forms import these rules directly.
 */

/** Spaces, dashes, dots and brackets people put around a number's parts. */
const SEPARATORS = /[\s\-.()\u200b]/g;

/** What a person typed with separators removed and Myanmar digits made Latin. */
export function compactPhone(raw: string): string {
  return toLatinDigits(raw.trim()).replace(SEPARATORS, '');
}

function parseMyanmar(national: string): PhoneNumber | null {
  try {
    return parsePhoneNumberWithError(national, 'MM', MYANMAR_PHONE_METADATA);
  } catch {
    return null;
  }
}

/** A Myanmar mobile number's canonical form, or null when it is not one. */
function myanmarMobile(digits: string): string | null {
  let national: string;
  if (digits.startsWith('+95')) national = digits.slice(3);
  else if (digits.startsWith('95') && digits.length >= 10) national = digits.slice(2);
  else if (digits.startsWith('0')) national = digits.slice(1);
  else national = digits;
  if (national.startsWith('0')) return null;
  const phone = parseMyanmar(`0${national}`);
  if (!phone || phone.nationalNumber !== national || phone.getType() !== 'MOBILE') return null;
  return `0${national}`;
}

/**
 * The one stored spelling of a phone number, or null when the text is not a valid one:
 * "+95 9 771 234 567", "959771234567", "၀၉-၇၇၁-၂၃၄-၅၆၇" → "09771234567"; "+66 81 234 5678" →
 * "+66812345678".
 */
export function normalizePhone(raw: string): string | null {
  const digits = compactPhone(raw);
  if (!/^\+?\d+$/.test(digits)) return null;
  if (digits.startsWith('+') && !digits.startsWith('+95')) return /^\+[1-9]\d{6,14}$/.test(digits) ? digits : null;
  return myanmarMobile(digits);
}

/** Whether the text holds only what a phone number is written with (digits, +, separators). */
export function looksLikePhone(raw: string): boolean {
  return /^\+?\d+$/.test(compactPhone(raw));
}

/**
 * What an admin search looks for in stored numbers, or null when the text is not written like a
 * phone number (an order id or an email has digits of its own that are no phone search) or holds
 * fewer than 3 digits: "+95 9 450" and "၀၉၄၅၀" → "09450".
 */
export function phoneSearchDigits(text: string): string | null {
  if (!looksLikePhone(text)) return null;
  const digits = compactPhone(text).replace(/^\+?959/, '09');
  return digits.replace('+', '').length >= 3 ? digits : null;
}

export function isMyanmarMobile(phone: string): boolean {
  return /^09\d+$/.test(phone);
}

/**
 * A stored number as people read it: "09 771 234 567" (Myanmar digits in Burmese: "၀၉ ၇၇၁ ၂၃၄ ၅၆၇");
 * anything else as stored.
 */
export function formatPhone(phone: string, language: Language = 'en'): string {
  const parsed = isMyanmarMobile(phone) ? parseMyanmar(phone) : null;
  const text = parsed ? parsed.formatNational() : phone;
  return language === 'my' ? toMyanmarDigits(text) : text;
}
