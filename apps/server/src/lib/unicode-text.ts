// The package ships no types; this file reaches the e2e and bench projects through imports, so it names them.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../types/myanmar-tools.d.ts" />
import myanmarTools from 'myanmar-tools';

/**
 * Text people send is stored as Unicode. Many phones in Myanmar still type Zawgyi (a font
 * encoding that reuses the Myanmar block with other meanings), so each text with a Myanmar
 * character is scored by Google's Zawgyi detector and converted when it is almost certainly
 * Zawgyi; Unicode text is left as it is. Then NFC, so one word has one spelling in the database
 * (docs/decisions/029-zawgyi-phones-and-server-languages.md).
 */

/** Above this probability text is Zawgyi; short ambiguous words (e.g. "ကို", ≈0.6) stay as sent. */
export const ZAWGYI_THRESHOLD = 0.95;

/** Nothing to convert or compose: most of what a shop is sent. */
const ASCII = /^[\u0020-\u007e\t\n\r]*$/;
const MYANMAR = /[\u1000-\u109f\uaa60-\uaa7f\ua9e0-\ua9ff]/;
const detector = new myanmarTools.ZawgyiDetector();
const converter = new myanmarTools.ZawgyiConverter();

export function isZawgyi(text: string): boolean {
  return MYANMAR.test(text) && detector.getZawgyiProbability(text) > ZAWGYI_THRESHOLD;
}

/** One free text as it is stored: Zawgyi converted to Unicode, then NFC. */
export function toUnicodeText(text: string): string {
  if (ASCII.test(text)) return text;
  return (isZawgyi(text) ? converter.zawgyiToUnicode(text) : text).normalize('NFC');
}

/** Secrets and opaque values are compared byte for byte: never rewritten. */
const UNTOUCHED_KEY = /password|token|credential|secret|signature|^id$|^_id$|key$/i;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  // A parsed query's object has a bare prototype of its own (fast-querystring's `Empty`).
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/**
 * Every string of a parsed JSON body or query, in place, except under keys naming a secret.
 * Only plain objects and arrays are walked (a multipart body's files are left alone).
 */
export function unicodeTexts<T>(value: T, depth = 0): T {
  if (depth > 20) return value;
  if (typeof value === 'string') return toUnicodeText(value) as T;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = unicodeTexts(value[i], depth + 1);
  } else if (isPlainObject(value)) {
    const record: Record<string, unknown> = value;
    for (const key of Object.keys(record)) {
      if (!UNTOUCHED_KEY.test(key)) record[key] = unicodeTexts(record[key], depth + 1);
    }
  }
  return value;
}
