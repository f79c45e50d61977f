import fs from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import type { Language } from '@shop/shared/language';
import { compileCatalogue, joinSyllableFinals } from '../../apps/web/message-catalogues.ts';
import { messageValues } from '../../apps/web/src/lib/message-values.ts';

/** The word joiners the Burmese catalogue's texts carry on screen (decision 040), for a text written here. */
export { joinSyllableFinals };

export const LOCALES = path.resolve(import.meta.dirname, '../../apps/web/src/locales');

export type Words = {
  language: Language;
  /** A message of the shop's catalogue in this language, placeholders filled as the app fills them. */
  t: (key: string, values?: Record<string, unknown>) => string;
};

/**
 * The shop's own words in a language, read from its catalogues: a journey written with `t('…')`
 * runs in English and in Burmese alike, and a catalogue change never breaks it.
 */
export function words(language: Language): Words {
  const i18n = setupI18n();
  const dir = path.join(LOCALES, language);
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const catalogue = compileCatalogue(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), language);
    i18n.load(language, catalogue.messages as Parameters<typeof i18n.load>[1]);
  }
  i18n.activate(language);
  return {
    language,
    t: (key, values) => {
      const text = i18n._(key, messageValues(values, language));
      if (text === key) throw new Error(`no message ${key} in the ${language} catalogue`);
      return text;
    },
  };
}

/**
 * Every text of a language's catalogues as the app shows it: each message with its placeholders
 * filled (names stand for names, 12 for numbers) and each text of the long lists (static pages).
 */
export function catalogueTexts(language: Language): string[] {
  const i18n = setupI18n();
  const texts: string[] = [];
  const listTexts = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(listTexts);
    else if (value && typeof value === 'object') Object.values(value).forEach(listTexts);
  };
  const keys: string[] = [];
  const dir = path.join(LOCALES, language);
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const catalogue = compileCatalogue(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), language);
    i18n.load(language, catalogue.messages as Parameters<typeof i18n.load>[1]);
    keys.push(...Object.keys(catalogue.messages));
    listTexts(catalogue.lists);
  }
  i18n.activate(language);
  // Every argument a message names: `count` (and a plural's own arguments on it) 12, the others a name.
  const filled = messageValues({ count: 12 }, language)!;
  const values = new Proxy({} as Record<string, unknown>, {
    get: (_, name) => (typeof name === 'string' && name.split(':')[0] === 'count' ? filled[name] : 'မောင်မောင်'),
  });
  return [...keys.map((key) => i18n._(key, values)), ...texts];
}
