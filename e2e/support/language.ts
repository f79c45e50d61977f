import fs from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import type { Language } from '@shop/shared/language';
import { compileCatalogue } from '../../apps/web/message-catalogues.ts';

const LOCALES = path.resolve(import.meta.dirname, '../../apps/web/src/locales');

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
    const catalogue = compileCatalogue(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
    i18n.load(language, catalogue.messages as Parameters<typeof i18n.load>[1]);
  }
  i18n.activate(language);
  return {
    language,
    t: (key, values) => {
      const text = i18n._(key, values);
      if (text === key) throw new Error(`no message ${key} in the ${language} catalogue`);
      return text;
    },
  };
}
