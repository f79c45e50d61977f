import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRELOADED_PAGES } from '@shop/shared/paths';
import { languageModules, myanmarFonts, readWebBuild, routeModules, unnamedPages } from './page-preloads.ts';

const MANIFEST = {
  'index.html': { file: 'assets/index-e.js', isEntry: true, imports: ['_money-m.js'] },
  '_money-m.js': { file: 'assets/money-m.js' },
  'src/anywhere/front.tsx': { file: 'assets/front-f.js', imports: ['index.html', '_money-m.js', '_card-c.js'] },
  '_card-c.js': { file: 'assets/card-c.js' },
  'src/words/en-first.ts': { file: 'assets/en-first-w.js' },
};

const dirs: string[] = [];
function webDist(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-build-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, '.vite'));
  for (const [name, data] of Object.entries(files))
    fs.writeFileSync(path.join(dir, '.vite', name), JSON.stringify(data));
  return dir;
}
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("a page's code preloads come from the web build's own table", () => {
  it('follows the chunk the build names for a page and a language, whatever its source file is called', () => {
    const build = readWebBuild(
      webDist({
        'manifest.json': MANIFEST,
        'preload-chunks.json': {
          pages: { home: 'src/anywhere/front.tsx' },
          languages: { en: 'src/words/en-first.ts' },
        },
      }),
    );
    expect(routeModules(build, 'home')).toEqual(['/assets/front-f.js', '/assets/card-c.js']);
    expect(languageModules(build, 'en')).toEqual(['/assets/en-first-w.js']);
    expect(languageModules(build, 'my')).toEqual([]);
    // The pages it does not name are reported, so a broken table is said at start instead of going unnoticed.
    expect(unnamedPages(build!, PRELOADED_PAGES)).toEqual(['category', 'product']);
  });

  it('preloads no code from a build without the table, and names every page as unnamed', () => {
    const build = readWebBuild(webDist({ 'manifest.json': MANIFEST }));
    expect(build).toBeDefined();
    for (const page of PRELOADED_PAGES) expect(routeModules(build, page)).toEqual([]);
    expect(unnamedPages(build!, PRELOADED_PAGES)).toEqual([...PRELOADED_PAGES]);
  });

  it('counts a name whose chunk is not in the manifest as unnamed', () => {
    const build = readWebBuild(
      webDist({ 'manifest.json': MANIFEST, 'preload-chunks.json': { pages: { home: 'src/routes/store/home.tsx' } } }),
    );
    expect(routeModules(build, 'home')).toEqual([]);
    expect(unnamedPages(build!, ['home'])).toEqual(['home']);
  });
});

describe('the Myanmar font a Burmese page preloads (decision 052 and its addenda)', () => {
  it("is the shop's cut, bold then regular, never the whole font", () => {
    const dir = webDist({});
    fs.mkdirSync(path.join(dir, 'assets'));
    for (const file of [
      'noto-sans-myanmar-myanmar-400-normal-C_Ri2PLj.woff2',
      'noto-sans-myanmar-shop-700-2f0her1h.woff2',
      'noto-sans-myanmar-myanmar-700-normal-D1JgZPvU.woff2',
      'noto-sans-myanmar-shop-400-CJvK43Rx.woff2',
    ])
      fs.writeFileSync(path.join(dir, 'assets', file), 'woff2');
    expect(myanmarFonts(dir)).toEqual([
      '/assets/noto-sans-myanmar-shop-700-2f0her1h.woff2',
      '/assets/noto-sans-myanmar-shop-400-CJvK43Rx.woff2',
    ]);
  });

  it('is nothing without a build', () => {
    expect(myanmarFonts(path.join(os.tmpdir(), 'no-such-web-build'))).toEqual([]);
  });
});
