import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageCatalogues } from '../../message-catalogues.ts';

const file = path.resolve(import.meta.dirname, 'en/common.json');
type Load = (this: { addWatchFile(file: string): void }, id: string) => Promise<{ code: string } | null>;
const load = messageCatalogues().load as unknown as Load;
const watched: string[] = [];
const context = { addWatchFile: (f: string) => void watched.push(f) };

describe('the message catalogue plugin', () => {
  it('compiles a catalogue imported for the build and for the dev server', async () => {
    for (const id of [`${file}?catalogue`, `${file}?import&catalogue`]) {
      const module = await load.call(context, id);
      expect(module?.code).toMatch(/^export default JSON\.parse\(/);
      const catalogue = JSON.parse(JSON.parse(module!.code.slice('export default JSON.parse('.length, -2)));
      expect(catalogue.messages['common.loading']).toEqual(['Loading…']);
    }
    expect(watched).toEqual([file, file]);
  });

  it('leaves every other import alone', async () => {
    expect(await load.call(context, file)).toBeNull();
    expect(await load.call(context, `${file}?raw`)).toBeNull();
    expect(await load.call(context, `${file}?catalogues`)).toBeNull();
  });
});
