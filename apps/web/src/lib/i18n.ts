import { i18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import type { CompiledCatalogue } from '../../message-catalogues.ts';
import cart from '../locales/en/cart.json?catalogue';
import catalog from '../locales/en/catalog.json?catalogue';
import common from '../locales/en/common.json?catalogue';
import shell from '../locales/en/shell.json?catalogue';

/**
 * Every word the UI shows comes from the message catalogue in `locales/<language>/*.json` (one file
 * per area, top-level keys never shared between files; messages in ICU MessageFormat, compiled at
 * build time for Lingui). The words of the shell, the catalogue and the cart are here from the
 * start; the other areas arrive with the code that shows them (`src/locales/<area>.ts`, decision
 * 018). Another language is the same set of files in its own folder.
 */
const LANGUAGE = 'en';
const lists = new Map<string, unknown[]>();

/** Adds an area's messages; its top-level keys are its own, so nothing is overwritten. */
export function addMessages(area: CompiledCatalogue): void {
  for (const [key, list] of Object.entries(area.lists)) lists.set(key, list);
  i18n.load(LANGUAGE, area.messages as Messages);
}

addMessages(common);
addMessages(shell);
addMessages(catalog);
addMessages(cart);
i18n.activate(LANGUAGE);

export { i18n };

/** Values for a message's placeholders; `defaultValue` stands in for a key the catalogue lacks. */
export type TranslateValues = Record<string, unknown> & { defaultValue?: string };
export type Translate = (key: string, values?: TranslateValues) => string;

type Lookup = (key: string, values?: Record<string, unknown>) => string;

const withDefault =
  (lookup: Lookup): Translate =>
  (key, values) =>
    values?.defaultValue !== undefined && i18n.messages[key] === undefined ? values.defaultValue : lookup(key, values);

/** `t` outside components (tests, helpers handed a `Translate`). */
export const translate: Translate = withDefault((key, values) => i18n._(key, values));

/** A list (a page's paragraphs or sections) from the catalogue; empty while its area is missing. */
export function messageList<T>(key: string): T[] {
  return (lists.get(key) as T[] | undefined) ?? [];
}

/** `t(key, values)` for a component; it renders again when an area's words arrive. */
export function useTranslation(): { t: Translate } {
  // Lingui hands out a new `_` whenever the catalogue changes, so memoised words are worked out again.
  const { _ } = useLingui();
  return useMemo(() => ({ t: withDefault(_) }), [_]);
}
