// Page budget: the first-load JavaScript of the storefront's home, listing and product pages, gzip,
// from the built app's Vite manifest, against the 120 KB budget (see docs/performance.md), in each
// language: the entry, the page's route and the words the first screen shows in that language
// (`src/locales/<language>/base.ts`, loaded before the first render), each found as the server finds
// it for its preloads: through the build's `.vite/preload-chunks.json`; and the words of the areas
// those chunks register (`src/locales/<area>.ts`: `addArea` loads them as soon as its module runs,
// and a drawn page hydrates once they are in), in that language. Fails above the budget, when
// admin code is reachable from those pages, or when a page would load another language's words.
// Run `npm run build` first; `node scripts/check-bundle-budget.mjs [dist-dir]` checks another
// build (default apps/web/dist).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const WEB = path.resolve('apps/web');
const dist = path.resolve(process.argv[2] ?? path.join(WEB, 'dist'));
const manifestFile = path.join(dist, '.vite/manifest.json');
const chunksFile = path.join(dist, '.vite/preload-chunks.json');
// Every language with a catalogue of its own (src/locales/<language>/base.ts).
const LANGUAGES = fs
  .readdirSync(path.join(WEB, 'src/locales'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(WEB, 'src/locales', entry.name, 'base.ts')))
  .map((entry) => entry.name);
const isAdmin = (src) => /^src\/(routes\/admin\/|features\/admin-)/.test(src);
const languageOf = (src) => /^src\/locales\/([a-z]+)\//.exec(src ?? '')?.[1];
/** A language's catalogue of one area (`src/locales/<language>/<area>.json?catalogue`). */
const isCatalogue = (src) => /^src\/locales\/[a-z]+\/[^/]+\.json(\?|$)/.test(src ?? '');

for (const file of [manifestFile, chunksFile])
  if (!fs.existsSync(file)) {
    console.error(`No ${path.relative(process.cwd(), file)}: run \`npm run build\` first (build.manifest must be on).`);
    process.exit(1);
  }
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
/** Manifest keys of the filled pages' screens and of each language's first words (apps/web/preload-chunks.ts). */
const chunks = JSON.parse(fs.readFileSync(chunksFile, 'utf8'));
const pages = [
  ['home', chunks.pages.home],
  ['listing', chunks.pages.category],
  ['product', chunks.pages.product],
];
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** The chunk and every chunk it imports statically, transitively (what loads before it runs). */
function closure(key, into = new Set()) {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  into.add(key);
  for (const next of chunk.imports ?? []) closure(next, into);
  return into;
}

const gzipKb = new Map();
function sizeOf(key) {
  const file = manifest[key].file;
  if (!gzipKb.has(file)) gzipKb.set(file, gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024);
  return gzipKb.get(file);
}

/**
 * Source files statically imported from `file`, transitively: admin code bundled into a shared
 * chunk has no manifest entry of its own, so reachability is also checked on the sources.
 */
function sourceClosure(file, into = new Set()) {
  if (into.has(file)) return into;
  into.add(file);
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
  ].map((m) => m[1]);
  for (const spec of specifiers) {
    if (!spec.startsWith('.')) continue;
    const base = path.resolve(path.dirname(file), spec.split('?')[0]);
    const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ext) => base + ext)
      .find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
    if (found && /\.(tsx?|jsx?)$/.test(found)) sourceClosure(found, into);
  }
  return into;
}

/** The script a drawn page starts the app with after its first paint (decision 056), loaded before the rest. */
const bootFile = fs.readdirSync(path.join(dist, 'assets')).find((name) => /^boot-[\w-]+\.js$/.test(name));
const bootKb = bootFile
  ? gzipSync(fs.readFileSync(path.join(dist, 'assets', bootFile)), { level: 9 }).length / 1024
  : 0;

const entryHtml = fs.readFileSync(path.join(WEB, 'index.html'), 'utf8');
const mainSrc = /<script[^>]+type="module"[^>]+src="\/?([^"]+)"/.exec(entryHtml)?.[1] ?? 'src/main.tsx';

let failed = false;
const rows = [];
for (const [page, route] of pages)
  for (const language of LANGUAGES) {
    const name = `${page} ${language}`;
    const words = chunks.languages[language];
    if (!manifest[route] || !manifest[words]) {
      console.error(
        `${manifest[route] ? (words ?? `${language}'s first words`) : (route ?? page)} is not a chunk of its own in the manifest (is it still lazy-loaded?)`,
      );
      failed = true;
      continue;
    }
    const keys = closure(words, closure(route, closure(entryKey)));
    // The areas' words those chunks load in this language (their loaders of other languages never run).
    for (const key of [...keys])
      for (const next of manifest[key].dynamicImports ?? [])
        if (isCatalogue(manifest[next]?.src) && languageOf(manifest[next].src) === language) closure(next, keys);
    const foreign = [...keys]
      .map((key) => manifest[key].src)
      .filter((src) => languageOf(src) && languageOf(src) !== language);
    const kb = [...keys].reduce((sum, key) => sum + sizeOf(key), bootKb);
    const admin = [
      ...[...keys].map((key) => manifest[key].src).filter((src) => src && isAdmin(src)),
      ...[...sourceClosure(path.join(WEB, route), sourceClosure(path.join(WEB, mainSrc)))]
        .map((f) => path.relative(WEB, f))
        .filter(isAdmin),
    ];
    const over = kb > BUDGET_KB;
    if (over || admin.length || foreign.length) failed = true;
    rows.push({ name, keys, chunks: keys.size + (bootFile ? 1 : 0), kb, over, admin: [...new Set(admin)], foreign });
  }

const heaviest = [...new Set(rows.flatMap((r) => [...r.keys]))]
  .map((key) => ({ file: manifest[key].file, kb: sizeOf(key) }))
  .sort((a, b) => b.kb - a.kb)
  .slice(0, 5);

console.log(
  `First-load JavaScript (gzip) per page: budget ${BUDGET_KB} KB — ${path.relative(process.cwd(), dist) || dist}`,
);
console.log('page          chunks   gzip KB   verdict');
for (const r of rows) {
  const verdict = r.admin.length
    ? `FAIL: admin code reachable (${r.admin.join(', ')})`
    : r.foreign.length
      ? `FAIL: another language's words load (${r.foreign.join(', ')})`
      : r.over
        ? `FAIL: over the ${BUDGET_KB} KB budget`
        : `ok (${(BUDGET_KB - r.kb).toFixed(1)} KB to spare)`;
  console.log(`${r.name.padEnd(13)} ${String(r.chunks).padStart(6)} ${r.kb.toFixed(1).padStart(9)}   ${verdict}`);
}
console.log('heaviest chunks on these pages:');
for (const h of heaviest) console.log(`  ${h.kb.toFixed(1).padStart(6)} KB  ${h.file}`);
process.exit(failed ? 1 : 0);
