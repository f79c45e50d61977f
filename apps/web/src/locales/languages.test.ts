import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES } from '@shop/shared/language';
import { describe, expect, it } from 'vitest';

/**
 * Every language has every area with the same keys, and each message the same placeholders
 * (`{name}`, `{count, plural, …}`), so no screen ever shows a key or loses a value in one language.
 */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

type Shape = Map<string, string>;

/** Dotted key → what must match: a message's placeholder names, a list's length and item keys. */
function shape(node: unknown, prefix = '', into: Shape = new Map()): Shape {
  if (typeof node === 'string') into.set(prefix, placeholders(node).join(','));
  else if (Array.isArray(node)) {
    into.set(prefix, `list of ${node.length}`);
    node.forEach((item, i) => shape(item, `${prefix}[${i}]`, into));
  } else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) shape(value, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

/** The arguments a message takes (`{name}`, a plural's or select's own), sorted, as Lingui compiles it. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  // A compiled message is a list of parts: text, or an argument `[name, type?, branches?]`.
  const walk = (parts: unknown): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      names.add(String(part[0]));
      if (part[2] && typeof part[2] === 'object') for (const branch of Object.values(part[2])) walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

const byLanguage = new Map<string, Map<string, Record<string, unknown>>>();
for (const [file, messages] of Object.entries(files)) {
  const [, language, area] = /^\.\/([^/]+)\/(.+)\.json$/.exec(file)!;
  if (!byLanguage.has(language!)) byLanguage.set(language!, new Map());
  byLanguage.get(language!)!.set(area!, messages);
}

describe('the catalogues of every language', () => {
  it('reads placeholders, plural arguments included', () => {
    expect(placeholders('{count, plural, one {Cart, # item for {name}} other {# items}}')).toEqual(['count', 'name']);
    expect(placeholders("Use '{braces}' as text, {name}")).toEqual(['name']);
    expect(placeholders('No placeholder, a plain text')).toEqual([]);
  });

  const english = byLanguage.get('en')!;
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${language} has the areas, keys and placeholders of en, and nothing more`, () => {
      const other = byLanguage.get(language) ?? new Map();
      expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
      const problems: string[] = [];
      for (const [area, messages] of english) {
        const want = shape(messages);
        const got = shape(other.get(area));
        for (const [key, value] of want) {
          if (!got.has(key)) problems.push(`${area}: ${key} missing in ${language}`);
          else if (got.get(key) !== value)
            problems.push(`${area}: ${key} has {${got.get(key)}} in ${language}, {${value}} in en`);
        }
        for (const key of got.keys()) if (!want.has(key)) problems.push(`${area}: ${key} only in ${language}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
