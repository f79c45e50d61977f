// Lighthouse on the built shop (issue: quality gates). Builds nothing: run `npm run build` first.
// Starts `server.ts` on a throwaway DATA_DIR (embedded PostgreSQL, demo catalogue), runs Lighthouse's
// default (mobile: emulated phone, simulated slow 4G, 4x CPU slowdown) with Debian's Chromium on the
// home page, a category page, a product page, the shop's grid and the FAQ, in English and in Burmese (a browser that asks for
// Burmese first: `--accept-lang=my`, so the page head, the words and the font are the Burmese
// visitor's), RUNS times each, prints the medians, writes JSON to bench/results/, and exits 1 when a
// median falls below MIN_SCORE or a median CLS is above 0.05. LIGHTHOUSE_LANGUAGES=en (or my) measures one;
// LIGHTHOUSE_PAGES=about,terms,privacy (any of home, category, product, shop, about, faq, terms, privacy, contact) others.
// Performance has a floor, not the target: its score moves with the load on the machine (a 2-core CI
// machine gave the same build 94 and 98, Burmese pages 81 to 94 within one run), so a floor of 80
// catches a collapse (a lost preload, a render-blocking font: 15+ points) without failing on noise;
// the figures themselves are the measurement (docs/performance.md). Accessibility, best practices
// and SEO do not move with load: 95. A page whose median is under the floor is measured again beside
// its control, the same document with its scripts taken out, in the same run (decision 059): on a
// machine that draws even the bare document slowly, the page passes when the main-thread work its
// scripts add stays within MAX_WORK_RATIO of the control's and its FCP and LCP stay within Lighthouse's
// "good" (1.8 s, 2.5 s). A lost preload or a blocking font still fails there; a long start-up task fails
// on the pages with the lightest documents only (the decision says why).
// `npm run lighthouse`; LIGHTHOUSE_RUNS=<n> changes the number of runs, LIGHTHOUSE_REPORTS=1 also
// writes each run's full Lighthouse JSON (open it in the Lighthouse viewer to see every audit).
// The build is copied first (WEB_DIST=<dir> measures another build), so a rebuild of apps/web/dist
// during the runs (e2e tests build it too) cannot leave the page pointing at deleted chunks.
/* global fetch */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../apps/server/src/db/embedded.ts';
import { startServerProcess } from '../apps/server/test/support/server-process.ts';

const MIN_SCORE = { performance: 80, accessibility: 95, 'best-practices': 95, seo: 95 };
const MAX_CLS = 0.05;
/** A page under the performance floor: at most this many times its control's main-thread work (decision 059). */
const MAX_WORK_RATIO = 4;
/** ... and Lighthouse's "good" first and largest contentful paint, in ms. */
const GOOD_FCP_MS = 1800;
const GOOD_LCP_MS = 2500;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const WEB_DIST = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');
const RESULTS = path.resolve('bench/results');
const LANGUAGES = (process.env.LIGHTHOUSE_LANGUAGES ?? 'en,my').split(',').map((l) => l.trim());
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? 'home,category,product,shop,faq').split(',').map((p) => p.trim());

if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
  console.error(`No ${path.relative(process.cwd(), WEB_DIST)}/index.html: run \`npm run build\` first.`);
  process.exit(1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Audits (and performance opportunities) below 0.9, worst first: what to look at when a score is low. */
/** The share of all CPUs' time spent busy over the next `ms`. */
async function busyShare(ms) {
  const times = () =>
    os
      .cpus()
      .reduce(
        (sum, { times: t }) => ({ idle: sum.idle + t.idle, all: sum.all + t.user + t.nice + t.sys + t.irq + t.idle }),
        { idle: 0, all: 0 },
      );
  const before = times();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = times();
  return 1 - (after.idle - before.idle) / Math.max(1, after.all - before.all);
}

function failingAudits(lhr) {
  const categoryOf = new Map();
  const weighted = new Set();
  for (const category of Object.values(lhr.categories))
    for (const ref of category.auditRefs) {
      categoryOf.set(ref.id, category.id);
      if (ref.weight > 0) weighted.add(ref.id);
    }
  // Scored audits, and opportunities that estimate a saving on some metric.
  const counts = (audit) =>
    weighted.has(audit.id) || Object.values(audit.metricSavings ?? {}).some((saving) => saving > 0);
  return Object.values(lhr.audits)
    .filter((audit) => typeof audit.score === 'number' && audit.score < 0.9)
    .filter((audit) => categoryOf.has(audit.id) && counts(audit))
    .sort((a, b) => a.score - b.score)
    .map((audit) => ({
      category: categoryOf.get(audit.id),
      id: audit.id,
      score: audit.score,
      title: audit.title,
      displayValue: audit.displayValue,
    }));
}

/** Debian's Chromium for one language: it asks for that language first (navigator.languages, Accept-Language). */
function launchChrome(language) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  return chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      '--headless=new',
      ...(root ? ['--no-sandbox'] : []),
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--accept-lang=${language === 'en' ? 'en-US,en' : `${language},en`}`,
    ],
  });
}

/** One Lighthouse run; a run whose trace failed (e.g. NO_NAVSTART, which happens now and then) is redone. */
async function audit(url, tries = 3) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  const error = result?.lhr.runtimeError;
  if (!error) return result;
  if (tries <= 1) throw new Error(`${url}: ${error.code} ${error.message}`);
  console.error(`${url}: ${error.code}, running again`);
  return audit(url, tries - 1);
}

/**
 * The control of a page (decision 059): the shop's own answers, except that a drawn page comes with
 * its scripts and its after-paint template taken out — the document a phone draws before the app's
 * code arrives (its inline stylesheet, its fonts, its pictures), measured by the same browser in
 * the same run. What the page costs beyond it is what the shop's scripts add.
 */
function startControl(shop) {
  const target = new URL(shop);
  const server = http.createServer((request, response) => {
    const headers = { ...request.headers, host: target.host };
    const document = (request.headers.accept ?? '').includes('text/html');
    // The document is rewritten, so it is asked for as text.
    if (document) delete headers['accept-encoding'];
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers },
      (answer) => {
        if (!document || !(answer.headers['content-type'] ?? '').includes('text/html')) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        let html = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk) => (html += chunk));
        answer.on('end', () => {
          const bare = html
            .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
            .replace(/<template id="after-paint"[\s\S]*?<\/template>/, '');
          const { 'content-length': _length, 'content-encoding': _encoding, ...rest } = answer.headers;
          response.writeHead(answer.statusCode ?? 502, rest);
          response.end(bare);
        });
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() }),
    ),
  );
}

/**
 * Whether a page under the performance floor is as fast as this machine lets its document be: the
 * main-thread work its scripts add within MAX_WORK_RATIO of its control's, FCP and LCP "good".
 */
function withinControl(page, control) {
  return (
    control !== undefined &&
    page.workMs <= MAX_WORK_RATIO * control.workMs &&
    page.fcpMs <= GOOD_FCP_MS &&
    page.lcpMs <= GOOD_LCP_MS
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'));
fs.chmodSync(dataDir, 0o755);
// The browser build and, beside it as the shop looks for it, the server build that draws the
// storefront's pages (decision 051): without it every page would be measured as the bare shell.
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-web-'));
const webDist = path.join(webRoot, 'dist');
fs.cpSync(WEB_DIST, webDist, { recursive: true });
const serverBuild = path.join(path.dirname(WEB_DIST), 'dist-server');
if (!fs.existsSync(serverBuild)) throw new Error(`no ${serverBuild}: run \`npm run build\` first`);
fs.cpSync(serverBuild, path.join(webRoot, 'dist-server'), { recursive: true });
// The server build is an ES module, as apps/web/package.json says of its own files.
fs.writeFileSync(path.join(webRoot, 'package.json'), JSON.stringify({ type: 'module' }));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = startServerProcess({ DATA_DIR: dataDir, WEB_DIST: webDist, PUBLIC_URL: base, SEED_DEMO: 'true' }, port);
let chrome;

async function stop() {
  await chrome?.kill();
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(webRoot, { recursive: true, force: true });
}

try {
  if (!(await server.ready(120_000))) throw new Error(`the shop did not start:\n${server.output()}`);
  const listing = await (await fetch(`${base}/api/products?category=tees`)).json();
  const product = listing.items?.[0];
  if (!product) throw new Error('the demo catalogue has no tees');
  // Storefront pages are measured as shoppers get them: drawn by the server, not the bare shell.
  const drawn = await (await fetch(`${base}/product-category/tees`)).text();
  if (!drawn.includes('id="shop-state"')) throw new Error('the category page came as the bare shell, not drawn');
  // Every storefront page the shop draws on the server. By default (and in CI) the home page, a
  // category, a product, the shop's grid and the FAQ (the longest of the shop's own pages, text throughout).
  const storefront = {
    home: '/',
    category: '/product-category/tees',
    product: `/product/${product.originalId}`,
    shop: '/shop/page/1',
    about: '/about',
    faq: '/faq',
    terms: '/terms',
    privacy: '/privacy-policy',
    contact: '/contact',
  };
  const asked = PAGES.filter((page) => !(page in storefront));
  if (asked.length > 0)
    throw new Error(`LIGHTHOUSE_PAGES: no page ${asked.join(', ')} (${Object.keys(storefront).join(', ')})`);
  const pages = PAGES.map((page) => [page, storefront[page]]);

  // What ran just before (CI's browser tests: Chromium, PostgreSQL and test shops shutting down)
  // may still hold the CPU for a while, and a cold shop and browser make a first run slow: wait for
  // the machine to settle (the CPUs under 10 % busy for two 2 s windows in a row, at most 90 s;
  // the 1-minute load average trails that by a minute or more), then one unrecorded run per
  // language warms the shop and Chromium up. The measured runs then measure the page.
  const settledBy = Date.now() + 90_000;
  for (let quiet = 0; quiet < 2 && Date.now() < settledBy;) quiet = (await busyShare(2_000)) < 0.1 ? quiet + 1 : 0;

  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const report = {
    date: new Date().toISOString(),
    runs: RUNS,
    lighthouse: null,
    loadAverageAtStart: os.loadavg()[0],
    pages: [],
  };
  /** RUNS audits of `url` in a browser asking for `language` (after one unrecorded run when it starts). */
  async function measure(url, name, file, language) {
    if (!chrome || chrome.language !== language) {
      await chrome?.kill();
      chrome = Object.assign(await launchChrome(language), { language });
      await audit(url);
    }
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await audit(url);
      const lhr = result.lhr;
      report.lighthouse = lhr.lighthouseVersion;
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
      const run = {
        ...scores,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
        fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        workMs: Math.round(lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0),
        failing: failingAudits(lhr),
      };
      runs.push(run);
      console.error(`${name} run ${i + 1}/${RUNS}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')}`);
      if (process.env.LIGHTHOUSE_REPORTS) {
        fs.mkdirSync(RESULTS, { recursive: true });
        fs.writeFileSync(path.join(RESULTS, `lighthouse-${stamp}-${file}-${i + 1}.report.json`), result.report);
      }
    }
    const keys = [...CATEGORIES, 'cls', 'fcpMs', 'lcpMs', 'tbtMs', 'workMs'];
    return { runs, medians: Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))])) };
  }

  for (const language of LANGUAGES)
    for (const [page, pagePath] of pages) {
      const name = `${page} ${language}`;
      const { runs, medians } = await measure(`${base}${pagePath}`, name, `${page}-${language}`, language);
      report.pages.push({ name, language, path: pagePath, medians, runs });
    }

  // A page under the performance floor, measured again beside its control (decision 059).
  const underFloor = report.pages.filter((page) => page.medians.performance < MIN_SCORE.performance);
  if (underFloor.length > 0) {
    const control = await startControl(base);
    try {
      for (const page of underFloor) {
        const file = `${page.name.replace(' ', '-')}-control`;
        page.control = await measure(`${control.url}${page.path}`, `${page.name} control`, file, page.language);
      }
    } finally {
      control.close();
    }
  }

  const failures = [];
  const bar = `${CATEGORIES.map((c) => `${c} ≥ ${MIN_SCORE[c]}`).join(', ')}, CLS ≤ ${MAX_CLS}`;
  const rows = report.pages.map(({ name, path: pagePath, medians, control }) => {
    for (const c of CATEGORIES)
      if (medians[c] < MIN_SCORE[c] && !(c === 'performance' && withinControl(medians, control?.medians)))
        failures.push(`${name}: ${c} ${medians[c]}`);
    if (medians.cls > MAX_CLS) failures.push(`${name}: CLS ${medians.cls.toFixed(3)}`);
    return {
      page: `${name} (${pagePath.length > 24 ? `${pagePath.slice(0, 21)}…` : pagePath})`,
      performance: medians.performance,
      accessibility: medians.accessibility,
      'best-practices': medians['best-practices'],
      seo: medians.seo,
      CLS: Number(medians.cls.toFixed(3)),
      'FCP ms': medians.fcpMs,
      'LCP ms': medians.lcpMs,
      'TBT ms': medians.tbtMs,
    };
  });
  console.log(`\nLighthouse ${report.lighthouse}, mobile preset, median of ${RUNS} runs per page`);
  console.table(rows);
  // Performance moves with what else the machine does: say how busy it was.
  report.loadAverageAtEnd = os.loadavg()[0];
  console.log(
    `load average (1 min) at start ${report.loadAverageAtStart.toFixed(2)}, at end ${report.loadAverageAtEnd.toFixed(2)}, on ${os.cpus().length} cores`,
  );
  for (const { name, medians, control } of report.pages.filter((page) => page.control)) {
    const bare = control.medians;
    console.log(
      `${name}: performance ${medians.performance} under ${MIN_SCORE.performance}; its control (the document without ` +
        `scripts) ${bare.performance}. Main-thread work ${medians.workMs} against ${bare.workMs} ms ` +
        `(${(medians.workMs / Math.max(1, bare.workMs)).toFixed(2)}×, at most ${MAX_WORK_RATIO}×), FCP ${medians.fcpMs} ms ` +
        `(≤ ${GOOD_FCP_MS}), LCP ${medians.lcpMs} ms (≤ ${GOOD_LCP_MS}): ` +
        (withinControl(medians, bare) ? 'the machine, not the page' : 'the page'),
    );
  }
  for (const page of report.pages) {
    const seen = new Set();
    const lost = page.runs.flatMap((r) => r.failing).filter((a) => !seen.has(a.id) && seen.add(a.id));
    if (lost.length)
      console.log(
        `${page.name}: audits below 0.9 in some run: ${lost.map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`).join(', ')}`,
      );
  }

  fs.mkdirSync(RESULTS, { recursive: true });
  const file = path.join(RESULTS, `lighthouse-${stamp}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nJSON: ${path.relative(process.cwd(), file)}`);
  if (failures.length) {
    console.log(`Below the bar (${bar}): ${failures.join('; ')}`);
    process.exitCode = 1;
  } else
    console.log(
      `Every page at the bar (${bar}${report.pages.some((page) => page.control) ? '; those under 80 beside their control, above' : ''}).`,
    );
} catch (error) {
  console.error(error);
  if (server.child.exitCode !== null || server.child.signalCode !== null)
    console.error(`the shop stopped (${server.child.exitCode ?? server.child.signalCode}):\n${server.output()}`);
  process.exitCode = 1;
} finally {
  await stop();
}
