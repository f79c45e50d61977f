import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../../message-catalogues.ts';

const files = import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });
const src = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('message keys', () => {
  it('every key the code asks for by name is in a catalogue', () => {
    const known = new Set<string>();
    for (const messages of Object.values(files)) {
      const catalogue = compileCatalogue(messages);
      for (const key of [...Object.keys(catalogue.messages), ...Object.keys(catalogue.lists)]) known.add(key);
    }
    const missing: string[] = [];
    for (const file of sources(src)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [, key] of text.matchAll(/\b(?:t|useCopyList(?:<[^>]*>)?)\(\s*'([A-Za-z0-9_.]+)'/g)) {
        if (!known.has(key!)) missing.push(`${path.relative(src, file)}: ${key}`);
      }
    }
    expect(known.size).toBeGreaterThan(500);
    expect(missing).toEqual([]);
  });

  it('every "@key" a page list stands in for (the one returns policy) is a message', () => {
    const messages = new Set<string>();
    const references: string[] = [];
    for (const source of Object.values(files)) {
      const catalogue = compileCatalogue(source);
      for (const key of Object.keys(catalogue.messages)) messages.add(key);
      JSON.stringify(catalogue.lists, (_key, value: unknown) => {
        if (typeof value === 'string' && value.startsWith('@')) references.push(value.slice(1));
        return value;
      });
    }
    expect(references).toContain('policy.returns');
    expect(references.filter((key) => !messages.has(key))).toEqual([]);
  });
});
