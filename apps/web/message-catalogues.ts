import fs from 'node:fs/promises';
import { compileMessage } from '@lingui/message-utils/compileMessage';
// A relative path: the build's config loader bundles it (a workspace package would be loaded as .ts by Node).
import { joinSyllableFinals } from '../../packages/shared/src/language.ts';
import { pluralArguments } from './src/lib/plural-arguments.ts';
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

/** A plural's exact branch, as Lingui compiles `=0`: the number alone. */
const EXACT = /^-?\d/;

/**
 * Each plural argument as selects on values the app works out itself (`pluralArguments`): the exact
 * branches (`=0`, compiled to `0`) on the count as written, then the others on the count's plural
 * category, `#` on the count as the language writes it. Lingui's own plural would make an
 * `Intl.PluralRules` and an `Intl.NumberFormat` at its first use, on the app's start (lib/i18n.ts).
 * With the language known, the categories it never picks are dropped (Burmese has one form,
 * `other`, though its catalogue keeps English's `one` for the same shape): bytes its readers would
 * download for nothing. A plural with an `offset`, and `selectordinal`, stay Lingui's. `count` is
 * the argument `#` stands for here (none inside a select: Lingui leaves `#` there as it is).
 */
function ownPlurals(message: unknown, categories: Set<string> | null, count?: string): unknown {
  if (!Array.isArray(message)) return message;
  // An exact branch (`=0` compiled to `0`), or a category the language picks: kept.
  const kept = (key: string) => EXACT.test(key) || !categories || categories.has(key);
  return message.map((part) => {
    if (part === '#' && count) return [count];
    if (!Array.isArray(part) || !part[2]) return part;
    const [name, type, branches] = part as [string, string, Record<string, unknown>];
    if (type !== 'plural' || branches.offset !== undefined) {
      const own = type === 'plural' || type === 'selectordinal' ? undefined : count;
      const left = Object.entries(branches).filter(([key]) => type !== 'plural' || key === 'offset' || kept(key));
      return [name, type, Object.fromEntries(left.map(([key, branch]) => [key, ownPlurals(branch, categories, own)]))];
    }
    const names = pluralArguments(name);
    const exact: Record<string, unknown> = {};
    const byCategory: Record<string, unknown> = {};
    for (const [key, branch] of Object.entries(branches)) {
      if (key === 'offset' || !kept(key)) continue;
      (EXACT.test(key) ? exact : byCategory)[key] = ownPlurals(branch, categories, names.count);
    }
    const chosen = [names.category, 'select', byCategory];
    return Object.keys(exact).length ? [names.exact, 'select', { ...exact, other: [chosen] }] : chosen;
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
    return ownPlurals(compileMessage(text), categories);
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
