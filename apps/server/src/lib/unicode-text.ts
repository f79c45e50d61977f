// The package ships no types; this file reaches the e2e and bench projects through imports, so it names them.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../types/myanmar-tools.d.ts" />
import myanmarTools from 'myanmar-tools';
import { LONGEST_TEXT } from '@shop/shared/text';

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
type Tools = typeof myanmarTools;
/** Made for the first Myanmar text, not at every start (the detector decodes its model when made). */
let made:
  { detector: InstanceType<Tools['ZawgyiDetector']>; converter: InstanceType<Tools['ZawgyiConverter']> } | undefined;
const zawgyiTools = () =>
  (made ??= { detector: new myanmarTools.ZawgyiDetector(), converter: new myanmarTools.ZawgyiConverter() });

export function isZawgyi(text: string): boolean {
  return MYANMAR.test(text) && zawgyiTools().detector.getZawgyiProbability(text) > ZAWGYI_THRESHOLD;
}

/**
 * The converter's cost grows with the square of what it is given (it rebuilds the rest of the text
 * at each rule that fires: 20,000 characters take ≈ 0.15 s, 100,000 ≈ 3 s, 300,000 ≈ 35 s), so a
 * long text is given to it a few lines at a time. A line start is a clean cut: no rule reads
 * across a line break; the rules that act only at the start of a text (a Myanmar digit, a
 * zero-width space) or on spaces before a mark must not meet a piece that begins with one.
 */
const CHUNK = 2_000;
const NO_CUT_BEFORE = /[\u1040-\u1049 \u00a0\u1680\u2000-\u200d\u202f\u205f\u2060\u3000\ufeff]/;

/** Where the piece from `from` on may end: just after a line break, or -1 when none will do. */
function nextCut(text: string, from: number): number {
  for (let i = text.indexOf('\n', from); i >= 0 && i + 1 < text.length; i = text.indexOf('\n', i + 1)) {
    if (!NO_CUT_BEFORE.test(text.charAt(i + 1))) return i + 1;
  }
  return -1;
}

/** Zawgyi to Unicode, a long text a few lines at a time: the same result as one conversion. */
export function zawgyiToUnicode(text: string, chunk = CHUNK): string {
  let out = '';
  let start = 0;
  for (let cut = nextCut(text, start + chunk); cut > 0; cut = nextCut(text, start + chunk)) {
    out += zawgyiTools().converter.zawgyiToUnicode(text.slice(start, cut));
    start = cut;
  }
  return out + zawgyiTools().converter.zawgyiToUnicode(text.slice(start));
}

/**
 * One free text as it is stored: Zawgyi converted to Unicode, then NFC. A text longer than any
 * field holds is left as sent: the schema refuses it, and nobody's request waits on its conversion.
 */
export function toUnicodeText(text: string): string {
  if (text.length > LONGEST_TEXT || ASCII.test(text)) return text;
  return (isZawgyi(text) ? zawgyiToUnicode(text) : text).normalize('NFC');
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
 * Where a route's body or query holds text and how long each text may be: the parts of its JSON
 * Schema (as zod writes it) the walk reads. An empty shape knows nothing: every text is walked,
 * up to LONGEST_TEXT.
 */
export type TextShape = {
  type?: string | string[];
  maxLength?: number;
  enum?: unknown[];
  properties?: Record<string, TextShape>;
  additionalProperties?: TextShape | boolean;
  items?: TextShape;
  anyOf?: TextShape[];
  oneOf?: TextShape[];
};

const ANY: TextShape = {};

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/** The shape (of a union, the first branch) that takes a value of this type; none: the schema refuses it. */
function shapeFor(shape: TextShape, type: string): TextShape | undefined {
  const branches = shape.anyOf ?? shape.oneOf;
  if (branches) {
    for (const branch of branches) {
      const found = shapeFor(branch, type);
      if (found) return found;
    }
    return undefined;
  }
  if (shape.type === undefined) return shape;
  const types = Array.isArray(shape.type) ? shape.type : [shape.type];
  return types.includes(type) || (type === 'number' && types.includes('integer')) ? shape : undefined;
}

/** What an object's key holds: its property, else the shape of extra keys; none: zod drops the key. */
function propertyShape(shape: TextShape, key: string): TextShape | undefined {
  const extra = shape.additionalProperties;
  const extraShape = extra === true ? ANY : extra === false ? undefined : extra;
  if (!shape.properties) return extraShape ?? ANY;
  return shape.properties[key] ?? extraShape;
}

/** The longest text a field holds: its maxLength, its longest choice, else LONGEST_TEXT. */
function longestIn(shape: TextShape): number {
  if (shape.maxLength !== undefined) return shape.maxLength;
  const choices = shape.enum?.filter((choice) => typeof choice === 'string');
  return choices?.length ? Math.max(...choices.map((choice) => choice.length)) : LONGEST_TEXT;
}

/**
 * A text converted only when its field can hold it. A `.trim().max()` field counts the text
 * without its surrounding spaces, so spaces around it stay as sent and the words are converted.
 */
function fieldText(text: string, max: number): string {
  if (text.length <= max) return toUnicodeText(text);
  const core = text.trim();
  if (core.length > max) return text;
  const start = text.length - text.trimStart().length;
  return text.slice(0, start) + toUnicodeText(core) + text.slice(start + core.length);
}

/**
 * Every string of a parsed JSON body or query, in place, except under keys naming a secret, keys
 * the route's schema would drop, and texts longer than their field holds (the schema refuses those
 * as usual): no request makes the shop convert more text than it would keep.
 * Only plain objects and arrays are walked (a multipart body's files are left alone).
 */
export function unicodeTexts<T>(value: T, shape: TextShape = ANY, depth = 0): T {
  const found = depth > 20 ? undefined : shapeFor(shape, typeOf(value));
  if (!found) return value;
  if (typeof value === 'string') return fieldText(value, longestIn(found)) as T;
  if (Array.isArray(value)) {
    const items = found.items ?? ANY;
    for (let i = 0; i < value.length; i++) value[i] = unicodeTexts(value[i], items, depth + 1);
  } else if (isPlainObject(value)) {
    const record: Record<string, unknown> = value;
    for (const key of Object.keys(record)) {
      const property = UNTOUCHED_KEY.test(key) ? undefined : propertyShape(found, key);
      if (property) record[key] = unicodeTexts(record[key], property, depth + 1);
    }
  }
  return value;
}
