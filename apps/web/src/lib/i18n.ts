import { useSyncExternalStore } from 'react';
import account from '../locales/en/account.json';
import catalog from '../locales/en/catalog.json';
import checkout from '../locales/en/checkout.json';
import common from '../locales/en/common.json';
import shell from '../locales/en/shell.json';

/**
 * Every word the UI shows comes from the message catalogue in `locales/<language>/*.json` (one file
 * per area, top-level keys never shared between files). The storefront's areas are bundled; the
 * static pages' and the admin's words arrive with their code (`addMessages`). Another language is
 * the same set of files in its own folder.
 *
 * A small in-house translator instead of i18next (decision 018): the same call shape — `t(key,
 * { name, count, defaultValue })`, `{{name}}` placeholders, plurals as `key_one` / `key_other`
 * chosen by `Intl.PluralRules` — at a twentieth of its size on the first load.
 */
type Messages = { [key: string]: unknown };

export type TranslateOptions = {
  count?: number;
  defaultValue?: string;
  returnObjects?: boolean;
  [placeholder: string]: unknown;
};

const LANGUAGE = 'en';
const plurals = new Intl.PluralRules(LANGUAGE);
const messages: Messages = {};
const listeners = new Set<() => void>();
let version = 0;

/** Adds an area's messages (top-level keys are unique per file, so this never overwrites). */
export function addMessages(area: Messages): void {
  Object.assign(messages, area);
  version += 1;
  for (const listener of listeners) listener();
}

function lookup(key: string): unknown {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Messages)[part];
  }
  return node;
}

function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options) return text;
  return text.replace(/{{\s*([\w.]+)\s*}}/g, (whole, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/** The message under `key` with its placeholders filled; the key itself (or defaultValue) when missing. */
export function t(key: string, options: TranslateOptions & { returnObjects: true }): unknown;
export function t(key: string, options?: TranslateOptions): string;
export function t(key: string, options?: TranslateOptions): unknown {
  let value: unknown;
  if (typeof options?.count === 'number') value = lookup(`${key}_${plurals.select(options.count)}`);
  if (value === undefined) value = lookup(key);
  if (options?.returnObjects && value !== undefined && typeof value === 'object') return value;
  if (typeof value !== 'string') return options?.defaultValue ?? key;
  return interpolate(value, options);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getVersion = () => version;

/** `const { t } = useTranslation()`: re-renders when more messages arrive. */
export function useTranslation(): { t: typeof t } {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  return { t };
}

addMessages({ ...common, ...shell, ...catalog, ...account, ...checkout });
