import { i18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { DEFAULT_LANGUAGE, joinSyllableFinals, toMyanmarDigits, type Language } from '@shop/shared/language';
import { useMemo } from 'react';
import type { CompiledCatalogue } from '../../message-catalogues.ts';
import { messageValues } from './message-values.ts';

/**
 * Every word the UI shows comes from the message catalogue in `locales/<language>/*.json` (one file
 * per area, top-level keys never shared between files; messages in ICU MessageFormat, compiled at
 * build time for Lingui). Each language's catalogues are chunks of their own, loaded only for a
 * visitor who reads that language (decision 030): the words of the shell, the catalogue and the
 * cart before the first screen renders (`locales/<language>/base.ts`), the other areas with the
 * code that shows them (`src/locales/<area>.ts`, decision 018).
 */

/** One area in every language: each loader is a dynamic import, so only the language read is fetched. */
export type AreaLoaders = Record<Language, () => Promise<CompiledCatalogue>>;

const baseArea: AreaLoaders = {
  en: () => import('../locales/en/base.ts').then((m) => m.default),
  my: () => import('../locales/my/base.ts').then((m) => m.default),
};

const areas: AreaLoaders[] = [baseArea];
const loaded = new Map<AreaLoaders, Map<Language, Promise<void>>>();
const lists = new Map<Language, Map<string, unknown[]>>();
const pending = new Set<Promise<void>>();
/** The language being shown, or being switched to while its catalogues load; unset before the start. */
let target: Language | undefined;

// Active from the start (with no words yet) so that `t` never meets an unset locale.
i18n.load(DEFAULT_LANGUAGE, {});
i18n.activate(DEFAULT_LANGUAGE);

/** Lingui's context as of the last change of the words (an area arrived, a language was shown). */
let context = { i18n, _: i18n.t.bind(i18n) };
i18n.on('change', () => (context = { i18n, _: i18n.t.bind(i18n) }));
export const wordsContext = () => context;

/** Adds an area's messages to a language (the active one unless told); its top-level keys are its own. */
export function addMessages(area: CompiledCatalogue, language = i18n.locale as Language): void {
  let own = lists.get(language);
  if (!own) lists.set(language, (own = new Map()));
  for (const [key, list] of Object.entries(area.lists)) own.set(key, list);
  i18n.load(language, area.messages as Messages);
}

function loadArea(loaders: AreaLoaders, language: Language): Promise<void> {
  let byLanguage = loaded.get(loaders);
  if (!byLanguage) loaded.set(loaders, (byLanguage = new Map()));
  let done = byLanguage.get(language);
  if (!done) {
    const loading = loaders[language]().then((area) => addMessages(area, language));
    pending.add(loading);
    loading.then(
      () => pending.delete(loading),
      // A failed chunk (a network hiccup) may be fetched again on the next attempt.
      () => (pending.delete(loading), byLanguage.delete(language)),
    );
    byLanguage.set(language, (done = loading));
  }
  return done;
}

/**
 * Registers an area that only some screens show and loads it in the language being shown (before
 * the start, `activateLanguage` loads it with the rest).
 */
export function addArea(loaders: AreaLoaders): void {
  areas.push(loaders);
  // A failure is not lost: the screen waiting for its words then shows its keys, and the next
  // switch or screen asks again.
  if (target) loadArea(loaders, target).catch(() => undefined);
}

/**
 * Settles once the words asked for so far have arrived (or failed): a lazy screen waits for this
 * after its code (app/route-loading.ts), so it never renders keys while its area is on its way.
 */
export async function wordsLoaded(): Promise<void> {
  await Promise.allSettled([...pending]);
}

/**
 * What Lingui's own formatters use (a `{n, number}` argument, a plural with an `offset`; the
 * catalogues' plurals are the app's own, `messageValues`). Burmese numbers are written in Myanmar
 * digits like every other number of the Burmese UI; a browser whose ICU has no Burmese data
 * (Debian's Chromium falls back to en-US, Latin digits) still has the Myanmar numbering system, so
 * the second choice asks for it by name.
 */
const INTL_LOCALES: Record<Language, string[] | undefined> = {
  en: undefined,
  my: ['my-u-nu-mymr', 'en-u-nu-mymr'],
};

/** Loads every area registered so far in `language`, then shows it: every component renders again. */
export async function activateLanguage(language: Language): Promise<void> {
  target = language;
  try {
    await Promise.all(areas.map((area) => loadArea(area, language)));
  } catch (error) {
    // The words did not arrive: the language shown stays the one being shown.
    if (target === language) target = i18n.locale as Language;
    throw error;
  }
  if (target === language) i18n.activate(language, INTL_LOCALES[language]);
}

export { i18n };

/** Values for a message's placeholders; `defaultValue` stands in for a key the catalogue lacks. */
export type TranslateValues = Record<string, unknown> & { defaultValue?: string };
export type Translate = (key: string, values?: TranslateValues) => string;

type Lookup = (key: string, values?: Record<string, unknown>) => string;

const withDefault =
  (lookup: Lookup): Translate =>
  (key, values) =>
    values?.defaultValue !== undefined && i18n.messages[key] === undefined
      ? values.defaultValue
      : lookup(key, messageValues(values, i18n.locale as Language));

/** `t` outside components (tests, helpers handed a `Translate`). */
export const translate: Translate = withDefault((key, values) => i18n._(key, values));

/** The one shared sentence with a number in it (`keepUnder`): the catalogue has it with `{max}`. */
const KEEP_UNDER = /^Please keep this under (\d+) characters$/;

/**
 * A message the server or a shared form rule words in English, in the language shown when the
 * catalogue knows it (`serverWords` in locales/<language>/server.json), else as it came.
 */
export function localMessage(message: string, lookup: Translate = translate): string {
  const max = KEEP_UNDER.exec(message)?.[1];
  if (max)
    return lookup('serverWords.Please keep this under {max} characters', { max: Number(max), defaultValue: message });
  // A sentence the server wrote in Burmese itself keeps its syllables whole on a line too.
  return joinSyllableFinals(lookup(`serverWords.${message}`, { defaultValue: message }));
}

/** A number as the language writes it: "12" in English, "၁၂" in Burmese (labels say it the same way). */
export function localDigits(value: number, language: Language): string {
  return language === 'my' ? toMyanmarDigits(String(value)) : String(value);
}

/** A list (a page's paragraphs or sections) from the catalogue; empty while its area is missing. */
export function messageList<T>(key: string): T[] {
  return (lists.get(i18n.locale as Language)?.get(key) as T[] | undefined) ?? [];
}

/**
 * `t(key, values)` for a component, and the language it is showing (for `formatMMK`, dates and
 * digits); it renders again when an area's words arrive or the language changes.
 */
export function useTranslation(): { t: Translate; language: Language } {
  // Lingui hands out a new `_` whenever the catalogue changes, so memoised words are worked out again.
  const { _, i18n: active } = useLingui();
  const language = active.locale as Language;
  return useMemo(() => ({ t: withDefault(_), language }), [_, language]);
}
