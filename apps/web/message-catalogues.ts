import fs from 'node:fs/promises';
import { compileMessage } from '@lingui/message-utils/compileMessage';
// A relative path: the build's config loader bundles it (a workspace package would be loaded as .ts by Node).
import { joinSyllableFinals } from '../../packages/shared/src/language.ts';
import type { Plugin } from 'vite';

/** What `import area from './locales/en/<area>.json?catalogue'` gives: see src/lib/i18n.ts. */
export type CompiledCatalogue = {
  /** Dotted key → the message compiled from ICU MessageFormat (Lingui's runtime format). */
  messages: Record<string, unknown>;
  /** Dotted key → a list of texts or sections (the static pages' long bodies), as written. */
  lists: Record<string, unknown[]>;
};

/** `<file>.json?catalogue`, also when the dev server adds its own query parameters (`?import&catalogue`). */
const CATALOGUE_ID = /^(.+\.json)\?(?:.*&)?catalogue(?:&|$)/;

/**
 * Drops the plural branches a language never picks (Burmese has one form, `other`, though its
 * catalogue keeps English's `one` for the same shape): bytes its readers would download for nothing.
 */
function withoutUnusedPlurals(message: unknown, categories: Set<string>): unknown {
  if (!Array.isArray(message)) return message;
  return message.map((part) => {
    if (!Array.isArray(part) || (part[1] !== 'plural' && part[1] !== 'selectordinal') || !part[2]) return part;
    const branches = Object.entries(part[2] as Record<string, unknown>)
      .filter(([key]) => part[1] !== 'plural' || key === 'offset' || key.startsWith('=') || categories.has(key))
      .map(([key, branch]) => [key, withoutUnusedPlurals(branch, categories)]);
    return [part[0], part[1], Object.fromEntries(branches)];
  });
}

/** Burmese text with its syllable finals joined (decision 040), in every catalogue: English names Burmese too ("မြန်မာ"). */
export { joinSyllableFinals };

const joinedDeep = (value: unknown): unknown =>
  typeof value === 'string'
    ? joinSyllableFinals(value)
    : Array.isArray(value)
      ? value.map(joinedDeep)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, joinedDeep(inner)]))
        : value;

/** A catalogue file (nested keys, ICU messages, lists) as the app's i18n loads it, for `language` when known. */
export function compileCatalogue(source: Record<string, unknown>, language?: string): CompiledCatalogue {
  const catalogue: CompiledCatalogue = { messages: {}, lists: {} };
  const categories = language ? new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories) : null;
  const compile = (source: string) => {
    const text = joinSyllableFinals(source);
    return categories ? withoutUnusedPlurals(compileMessage(text), categories) : compileMessage(text);
  };
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix + key;
      if (typeof value === 'string') catalogue.messages[path] = compile(value);
      else if (Array.isArray(value)) catalogue.lists[path] = joinedDeep(value) as unknown[];
      else if (value && typeof value === 'object') walk(value as Record<string, unknown>, `${path}.`);
    }
  };
  walk(source, '');
  return catalogue;
}

/**
 * Message catalogues are compiled when they are imported (`<file>.json?catalogue`), in the build,
 * the dev server and the web tests alike: the browser gets Lingui's compiled form and never
 * ships a message parser. A plain `.json` import still gives the file as written.
 */
export function messageCatalogues(): Plugin {
  return {
    name: 'shop:message-catalogues',
    enforce: 'pre',
    async load(id) {
      const file = CATALOGUE_ID.exec(id)?.[1];
      if (!file) return null;
      this.addWatchFile(file);
      const source = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, unknown>;
      // A module whose value is read with JSON.parse: smaller and faster to start than a literal.
      const language = /[\\/]locales[\\/]([a-z]{2,3})[\\/]/.exec(file)?.[1];
      const json = JSON.stringify(compileCatalogue(source, language));
      return { code: `export default JSON.parse(${JSON.stringify(json)});`, moduleType: 'js' };
    },
  };
}
