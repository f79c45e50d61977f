/**
 * `npm run bench`: load scenarios against the shop and, in the same run, a control; prints a
 * table of ratios and writes the figures to bench/results/<date>.json. Nothing here asserts: goals
 * and their history live in docs/performance.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load, ratio, startControl, startShop } from './lib.ts';

type Row = { scenario: string; rps: number; p50: number; p99: number; control?: number; ratio?: string; note?: string };
const rows: Row[] = [];

async function coldStart(dataDir: string): Promise<number> {
  const started = Date.now();
  const shop = await startShop({ DATA_DIR: dataDir });
  const ms = Date.now() - started;
  await shop.stop();
  return ms;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-data-'));
  fs.chmodSync(dataDir, 0o755);
  const shop = await startShop({ DATA_DIR: dataDir });
  try {
    const healthBody = await (await fetch(`${shop.url}/api/health`)).text();
    const control = await startControl(healthBody);
    const controlLoad = await load(`${control.url}/api/health`);
    const health = await load(`${shop.url}/api/health`);
    await control.close();
    rows.push({
      scenario: 'health JSON (db round trip)',
      rps: health.requestsPerSecond,
      p50: health.p50,
      p99: health.p99,
      control: controlLoad.requestsPerSecond,
      ratio: ratio(health.requestsPerSecond, controlLoad.requestsPerSecond),
    });
  } finally {
    await shop.stop();
  }
  const coldMs = await coldStart(dataDir);
  rows.push({
    scenario: 'cold start, existing DATA_DIR → first 200',
    rps: 0,
    p50: coldMs,
    p99: coldMs,
    note: `${coldMs} ms (goal ≤ 1500 ms)`,
  });
  fs.rmSync(dataDir, { recursive: true, force: true });

  console.table(rows);
  const out = path.join(
    path.dirname(new URL(import.meta.url).pathname),
    'results',
    `${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  fs.writeFileSync(out, JSON.stringify({ machine: { cpus: os.cpus().length, node: process.version }, rows }, null, 2));
  console.log(`figures written to ${path.relative(process.cwd(), out)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
