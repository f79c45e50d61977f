import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });

describe('message catalogues', () => {
  it('never share a top-level key, so adding an area never overwrites another', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const [file, messages] of Object.entries(files)) {
      for (const key of Object.keys(messages)) {
        const first = owner.get(key);
        if (first) clashes.push(`${key}: ${first} and ${file}`);
        else owner.set(key, file);
      }
    }
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(7);
    expect(clashes).toEqual([]);
  });
});
