/**
 * `npm run bench`: load scenarios against the shop built for production and, in the same run,
 * a control; prints a table of ratios and goals and writes the figures to
 * bench/results/<date>.json. Nothing here asserts: goals and their history live in
 * docs/performance.md. BENCH_DURATION (seconds per load, default 8), BENCH_WARMUP,
 * BENCH_CONNECTIONS (default 100), BENCH_PRODUCTS (default 1000), BENCH_ORDERS (past orders
 * seeded before the loads, default 20000) and BENCH_SHOPPERS (clients placing orders back to
 * back in the checkout's latency run, default 16) and BENCH_ROUNDS (alternating shop / ceiling
 * pairs of the cached scenarios, default 3) shorten or change a run.
 * BENCH_ONLY, a comma-separated list of groups (cached, uncached, health, checkout, queries, plans,
 * cold-start), runs only those (e.g. BENCH_ONLY=cached,checkout,queries, BENCH_ONLY=plans for how
 * PostgreSQL plans checkout's statements, or BENCH_ONLY=cold-start for the start alone); unset
 * runs them all. BENCH_COLD_STARTS (default 3) sets how many cold
 * starts, each followed by one of the control, the median is taken of.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect } from '../apps/server/src/db/client.ts';
import { growCatalogue, productIds, stockedUnits } from './catalogue.ts';
import { type CheckoutResult, checkoutLoad, insertControl } from './checkout.ts';
import { seedOrderHistory } from './history.ts';
import {
  CONNECTIONS,
  DURATION,
  buildServerIfStale,
  capture,
  embeddedDatabaseUrl,
  load,
  median,
  ratio,
  root,
  startControl,
  startShop,
  type Canned,
  type Load,
  type LoadOptions,
} from './lib.ts';
import { planCounts, planRows } from './plans.ts';
import { countPerRequest } from './queries.ts';
import { type Row, printTable, queryRows } from './report.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1000);
const PAST_ORDERS = Number(process.env.BENCH_ORDERS ?? 20_000);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const COLD_STARTS = Number(process.env.BENCH_COLD_STARTS ?? 3);
const ONLY = new Set((process.env.BENCH_ONLY ?? '').split(',').filter(Boolean));
const runs = (group: string) => ONLY.size === 0 || ONLY.has(group);

const rows: Row[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-data-'));
const say = (line: string) => console.log(`· ${line}`);

/**
 * The shop under load and a bare Fastify answering the shop's own answer, in the same run, in
 * BENCH_ROUNDS alternating pairs (shop, ceiling, shop, ceiling, …): how the two cores are shared
 * drifts over minutes on this machine, so each ratio compares loads run side by side, and the
 * median ratio is reported with the median rates and the worst p99.
 */
async function againstCeiling(
  scenario: string,
  url: string,
  canned: Canned,
  options: LoadOptions,
  goal: { ratio: number; p99: number },
) {
  say(scenario);
  const control = await startControl(canned);
  const pairs: { shop: Load; ceiling: Load }[] = [];
  // Shorter loads, more of them: 5 s each (after the warm-up) unless BENCH_DURATION is shorter.
  const paired = { ...options, seconds: Math.min(DURATION, 5) };
  for (let round = 0; round < ROUNDS; round++) {
    const shop = await load(url, paired);
    const ceiling = await load(`${control.url}${new URL(url).pathname}${new URL(url).search}`, paired);
    pairs.push({ shop, ceiling });
  }
  await control.stop();
  const ratios = pairs.map((p) => ratio(p.shop.requestsPerSecond, p.ceiling.requestsPerSecond) ?? 0);
  const r = median(ratios, 2);
  const shopRate = median(pairs.map((p) => p.shop.requestsPerSecond));
  const p99 = Math.max(...pairs.map((p) => p.shop.p99));
  rows.push({
    scenario,
    value: `${shopRate} req/s`,
    p50: median(pairs.map((p) => p.shop.p50)),
    p99,
    control: `${median(pairs.map((p) => p.ceiling.requestsPerSecond))} req/s (p99 ${Math.max(...pairs.map((p) => p.ceiling.p99))} ms)`,
    ratio: r,
    goal: `≥ ${goal.ratio} of ceiling, p99 ≤ ${goal.p99} ms`,
    met: r >= goal.ratio && p99 <= goal.p99,
    detail: { pairs, ratios, status: canned.status, bytes: Buffer.byteLength(canned.body) },
  });
}

async function main() {
  const startedAt = new Date();
  // Other work on the machine moves every figure: the load average is kept with them.
  const loadAtStart = os.loadavg();
  say('building the web app and the server bundle if their sources changed');
  execFileSync(process.execPath, [path.join(root, 'scripts/build-web-if-stale.mjs')], { cwd: root, stdio: 'inherit' });
  buildServerIfStale();

  say(`first start (new PostgreSQL cluster, migrations, demo seed) in ${dataDir}`);
  let shop = await startShop(dataDir);
  const firstStart = shop.startedIn;
  const databaseUrl = embeddedDatabaseUrl(dataDir);
  const database = connect(databaseUrl, 2);
  let catalogue: { products: number; variants: number };
  try {
    say(`growing the catalogue to ${PRODUCTS} products`);
    catalogue = await growCatalogue(database.db, PRODUCTS);
    say(`${PAST_ORDERS} past orders, as a shop open for a while has them`);
    await seedOrderHistory(database.db, PAST_ORDERS);
    const ids = await productIds(database.db);
    const units = await stockedUnits(database.db);
    const productId = ids[Math.floor(ids.length / 2)]!;

    const product = await capture(`${shop.url}/api/products/${productId}`);
    if (runs('cached')) {
      const cached = { ratio: 0.8, p99: 20 };
      const listingUrl = `${shop.url}/api/products?page=1`;
      const listing = await capture(listingUrl);
      const listingEtag = listing.headers.etag ?? '';
      await againstCeiling('listing page, plain repeated GET', listingUrl, listing, {}, cached);
      const notModified = { 'if-none-match': listingEtag };
      await againstCeiling(
        'listing page, If-None-Match → 304',
        listingUrl,
        await capture(listingUrl, notModified),
        { headers: notModified },
        cached,
      );
      const productUrl = `${shop.url}/api/products/${productId}`;
      await againstCeiling('product JSON, plain repeated GET', productUrl, product, {}, cached);
      const productNotModified = { 'if-none-match': product.headers.etag ?? '' };
      await againstCeiling(
        'product JSON, If-None-Match → 304',
        productUrl,
        await capture(productUrl, productNotModified),
        { headers: productNotModified },
        cached,
      );
    }

    if (runs('uncached')) {
      say(`product JSON uncached: ${ids.length} ids in turn, each a PostgreSQL read`);
      let turn = 0;
      const everyProduct = {
        requests: [{ setupRequest: (req: object) => ({ ...req, path: `/api/products/${ids[turn++ % ids.length]}` }) }],
      };
      const uncached = await load(shop.url, everyProduct);
      const uncachedControl = await startControl(product);
      const uncachedCeiling = await load(uncachedControl.url, everyProduct);
      await uncachedControl.stop();
      rows.push({
        scenario: 'product JSON uncached (a different id each request)',
        value: `${uncached.requestsPerSecond} req/s`,
        p50: uncached.p50,
        p99: uncached.p99,
        control: `${uncachedCeiling.requestsPerSecond} req/s`,
        ratio: ratio(uncached.requestsPerSecond, uncachedCeiling.requestsPerSecond),
        goal: '≥ 3000 req/s',
        met: uncached.requestsPerSecond >= 3000 && Object.keys(uncached.statuses).join() === '200',
        detail: { shop: uncached, ceiling: uncachedCeiling },
      });
    }

    if (runs('health')) {
      say('health (one `select 1` per request), for reference');
      const healthUrl = `${shop.url}/api/health`;
      const healthCanned = await capture(healthUrl);
      const health = await load(healthUrl);
      const healthControl = await startControl(healthCanned);
      const healthCeiling = await load(`${healthControl.url}/api/health`);
      await healthControl.stop();
      rows.push({
        scenario: 'health JSON (one database round trip)',
        value: `${health.requestsPerSecond} req/s`,
        p50: health.p50,
        p99: health.p99,
        control: `${healthCeiling.requestsPerSecond} req/s`,
        ratio: ratio(health.requestsPerSecond, healthCeiling.requestsPerSecond),
        goal: '—',
        detail: { shop: health, ceiling: healthCeiling },
      });
    }

    if (runs('checkout')) {
      // Closed loop: with N clients in flight the mean latency is N ÷ throughput (Little's law), so
      // a p99 within 100 ms at 800 orders/s needs well under 80 in flight. The latency run has
      // BENCH_SHOPPERS clients; the overload run as many as the other scenarios.
      const runsOf = [
        { shoppers: SHOPPERS, label: `${SHOPPERS} shoppers`, goal: true },
        { shoppers: CONNECTIONS, label: `${CONNECTIONS} connections (overload)`, goal: false },
      ];
      const results: CheckoutResult[] = [];
      for (const { shoppers, label, goal } of runsOf) {
        say(`checkout: guest orders, 2-line carts, Idempotency-Keys (1 in 20 repeated), ${label}`);
        const checkout = await checkoutLoad(shop.url, databaseUrl, units, shoppers);
        const control = await insertControl(databaseUrl, Math.max(checkout.created, 1000), shoppers);
        results.push(checkout);
        rows.push({
          scenario: `checkout (guest, 2 lines), ${label}`,
          value: `${checkout.ordersPerSecond} orders/s`,
          p50: checkout.p50,
          p99: checkout.p99,
          control: `${control.transactionsPerSecond} tx/s (p99 ${control.p99} ms)`,
          ratio: ratio(checkout.ordersPerSecond, control.transactionsPerSecond),
          goal: goal ? '≥ 800 orders/s, p99 ≤ 100 ms' : '—',
          ...(goal ? { met: checkout.ordersPerSecond >= 800 && checkout.p99 <= 100 } : {}),
          detail: { checkout, control },
        });
      }
      const sum = (pick: (r: CheckoutResult) => number) => results.reduce((n, r) => n + pick(r), 0);
      rows.push({
        scenario: 'checkout: oversold / duplicate orders (both runs)',
        value: `${sum((r) => r.negativeStock + r.stockMismatches)} / ${sum((r) => r.duplicateOrders)}`,
        control: `${sum((r) => r.ordersInDatabase)} orders, ${sum((r) => r.unitsSold)} units, ${sum((r) => r.repeats)} repeats`,
        goal: '0 / 0',
        met: results.every((r) => r.duplicateOrders === 0 && r.negativeStock === 0 && r.stockMismatches === 0),
      });
    }

    if (runs('queries')) {
      say('SQL statements per request (in process, app.inject)');
      const counts = await countPerRequest(databaseUrl, dataDir, units, [productId, ids[0]!]);
      rows.push(...queryRows(counts));
    }

    if (runs('plans')) {
      say("checkout's prepared statements: custom and generic plans (in process, app.inject)");
      rows.push(...planRows(await planCounts(databaseUrl, dataDir, units)));
    }
  } finally {
    await database.close();
    await shop.stop();
  }

  if (runs('cold-start')) {
    say(`cold start with the existing DATA_DIR, ${COLD_STARTS} times, and a bare Fastify child as control`);
    const shopStarts: number[] = [];
    const controlStarts: number[] = [];
    for (let i = 0; i < COLD_STARTS; i++) {
      shop = await startShop(dataDir);
      shopStarts.push(shop.startedIn);
      await shop.stop();
      const control = await startControl({ status: 200, headers: {}, body: '{"status":"ok"}' });
      controlStarts.push(control.startedIn);
      await control.stop();
    }
    rows.push({
      scenario: 'cold start, existing DATA_DIR → first 200 /api/health',
      value: `${median(shopStarts)} ms`,
      p99: Math.max(...shopStarts),
      control: `${median(controlStarts)} ms (bare Fastify child, bundled)`,
      ratio: ratio(median(shopStarts), median(controlStarts)),
      goal: '≤ 1500 ms',
      met: median(shopStarts) <= 1500,
      detail: { shopStarts, controlStarts, firstStart },
    });
  }
  printTable(rows);
  const out = path.join(root, 'bench', 'results', `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  const machine = {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model,
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: os.loadavg(),
  };
  const options = {
    duration: DURATION,
    connections: CONNECTIONS,
    products: PRODUCTS,
    pastOrders: PAST_ORDERS,
    shoppers: SHOPPERS,
    catalogue: catalogue!,
    ...(ONLY.size ? { only: [...ONLY] } : {}),
  };
  fs.writeFileSync(out, JSON.stringify({ date: startedAt.toISOString(), machine, options, rows }, null, 2));
  console.log(`figures written to ${path.relative(process.cwd(), out)}`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => fs.rmSync(dataDir, { recursive: true, force: true }));
