import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './support/shop.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const modulesDir = path.join(root, 'apps/server/src/modules');

/** The URL-prefix → module table of docs/architecture.md (rows `| \`/prefix\` | \`module\` |`). */
function prefixTable(): Map<string, string> {
  const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const section = doc.slice(doc.indexOf('<!-- routes:start -->'), doc.indexOf('<!-- routes:end -->'));
  return new Map([...section.matchAll(/^\| `([^`]+)` \| `([a-z-]+)` \|/gm)].map((m) => [m[1]!, m[2]!]));
}

/** Every route of the app, `METHOD /path`, read from Fastify's own tree (docs, assets and uploads left out). */
function routesOf(shop: TestShop): string[] {
  const stack: string[] = [];
  const paths: string[] = [];
  for (const line of shop.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const parent = stack.slice(0, depth).join('');
    const segment = match[2]!;
    const joined = parent.endsWith('/') || /^[/-]/.test(segment) ? '' : '/';
    stack.length = depth;
    stack.push(`${joined}${segment}`);
    paths.push(`${parent}${joined}${segment}`);
  }
  return paths.filter((p) => !/^\/(docs|assets|uploads)(\/|$)/.test(p) && !p.endsWith('*'));
}

/** The longest row of the table that is a whole-segment prefix of the path (`:param` matches any one segment). */
function ownerInTable(table: Map<string, string>, url: string): string | undefined {
  const segments = url.split('/');
  let best: { length: number; module: string } | undefined;
  for (const [prefix, module] of table) {
    const want = prefix === '/' ? [''] : prefix.split('/');
    const fits = want.length <= segments.length && want.every((s, i) => s.startsWith(':') || s === segments[i]);
    if (fits && (!best || want.length > best.length)) best = { length: want.length, module };
  }
  return best?.module;
}

/** The module whose source declares the route (its path as written in a routes file, /api left off). */
function declaringModule(url: string): string[] {
  const declared = url.replace(/^\/api(?=\/)/, '');
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.routes\.ts$/.test(entry.name) && fs.readFileSync(file, 'utf8').includes(`'${declared}'`)) {
        found.add(path.relative(modulesDir, file).split(path.sep)[0]!);
      }
    }
  };
  walk(modulesDir);
  return [...found];
}

describe('the house as docs/architecture.md draws it', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
    await shop.app.ready();
  });
  afterAll(async () => shop?.close());

  it('each API route lives in the module the URL-prefix table names, and every row still has a route', () => {
    const table = prefixTable();
    expect(table.size).toBeGreaterThan(10);
    const api = routesOf(shop).filter((url) => url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(40);
    const wrong = api
      .map((url) => ({ url, table: ownerInTable(table, url), code: declaringModule(url) }))
      .filter((r) => r.code.length !== 1 || r.code[0] !== r.table);
    expect(wrong).toEqual([]);
    const unused = [...table.keys()].filter(
      (prefix) => prefix.startsWith('/api') && !api.some((url) => ownerInTable(new Map([[prefix, 'x']]), url)),
    );
    expect(unused).toEqual([]);
  });
});

describe('npm run lint keeps the layers and refuses circles', () => {
  const eslint = new ESLint({ cwd: root });
  const problems = async (file: string, code: string) =>
    (await eslint.lintText(code, { filePath: path.join(root, file) }))[0]!.messages.map((m) => m.ruleId);

  it('refuses lib/ (or db/, plugins/, backup/) importing a module', async () => {
    const code = "import { moveOrders } from '../modules/orders/index.ts';\nexport const move = moveOrders;\n";
    expect(await problems('apps/server/src/lib/upward.ts', code)).toContain('import-x/no-restricted-paths');
    expect(await problems('apps/server/src/db/upward.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it("refuses a module reaching past another module's index.ts, and lets it through the index", async () => {
    const past = "import { moveOrders } from '../orders/order-status.ts';\nexport const move = moveOrders;\n";
    const through = "import { moveOrders } from '../orders/index.ts';\nexport const move = moveOrders;\n";
    expect(await problems('apps/server/src/modules/payment-review/x.ts', past)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await problems('apps/server/src/modules/payment-review/x.ts', through)).toEqual([]);
  });

  it('refuses an import circle', async () => {
    // storage.ts importing the file that imports it: the circle the storage files once had.
    const code = "import { createStorage } from './create-storage.ts';\nexport const make = createStorage;\n";
    expect(await problems('apps/server/src/lib/storage.ts', code)).toContain('import-x/no-cycle');
  });
});
