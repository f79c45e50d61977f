import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon';
import { freePort } from '../apps/server/src/db/embedded.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What `npm start` runs: the server bundle, built when stale (see scripts/build-server.mjs). */
const startScript = path.join(root, 'scripts/start.mjs');
const controlEntry = path.join(root, 'bench/control-server.ts');

/** Seconds each load runs (BENCH_DURATION), after a short warm-up that is not recorded. */
export const DURATION = Number(process.env.BENCH_DURATION ?? 8);
export const WARMUP = Number(process.env.BENCH_WARMUP ?? Math.min(2, DURATION));
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);

export type Load = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  seconds: number;
  errors: number;
  statuses: Record<string, number>;
};

export type LoadOptions = {
  connections?: number;
  seconds?: number;
  warmup?: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  requests?: AutocannonRequest[];
};

function summarise(result: AutocannonResult): Load {
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = Number(stat.count);
  const requests = Object.values(statuses).reduce((a, b) => a + b, 0);
  return {
    requestsPerSecond: Math.round(requests / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests,
    seconds: result.duration,
    errors: result.errors,
    statuses,
  };
}

/** Runs autocannon against a URL: a warm-up (JIT, pools, caches), then the recorded run. */
export async function load(url: string, options: LoadOptions = {}): Promise<Load> {
  // autocannon takes an explicit `undefined` as a value (a method of undefined), so only given keys go in.
  const { seconds: _s, warmup: _w, ...given } = options;
  const base = { url, connections: CONNECTIONS, ...given };
  const warmup = options.warmup ?? WARMUP;
  if (warmup > 0) await autocannon({ ...base, duration: warmup });
  return summarise(await autocannon({ ...base, duration: options.seconds ?? DURATION }));
}

export type Child = {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
};

/** Polls GET url every 10 ms until it answers 200; resolves false when the child exits or time runs out. */
export async function waitFor200(url: string, child: ChildProcess, ms = 180_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === 200) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  return false;
}

const children = new Set<ChildProcess>();
// A bench that fails half-way must not leave a shop (and its PostgreSQL) running.
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));

function spawnNode(args: string[], env: Record<string, string>): Omit<Child, 'url'> {
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  children.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  return {
    child,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The shop as production runs it: what `npm start` runs (`node scripts/start.mjs`: the server
 * bundle, plain Node) in its own process, NODE_ENV=production, warnings only, its own embedded
 * PostgreSQL under `dataDir`. `startedIn` is spawn → first 200 on /api/health. Build the bundle
 * first (`buildServerIfStale`), or the first start includes its build.
 */
export async function startShop(dataDir: string, env: Record<string, string> = {}) {
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const started = performance.now();
  // BENCH_CPU_PROF=<dir>: the shop writes a V8 CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawnNode([...profile, startScript], {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'Bench12345',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Journeys and loads from one address: the abuse limits are tested on their own.
    GUEST_ORDERS_PER_ADDRESS: '100000',
    GUEST_ORDERS_PER_CONTACT: '100000',
    GUEST_UNITS_HELD: '1000000',
    GUEST_UNITS_PER_ADDRESS: '100000000',
    MAILS_PER_RECIPIENT: '100000',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  if (!(await waitFor200(`${url}/api/health`, child.child))) {
    await child.stop();
    throw new Error(`the shop did not start:\n${child.output()}`);
  }
  return { ...child, url, startedIn: Math.round(performance.now() - started) };
}

/** What a control answers: the shop's own answer, bytes and headers, captured once. */
export type Canned = { status: number; headers: Record<string, string>; body: string };

/** Headers the HTTP layer writes itself on every answer; everything else is copied. */
const perConnection = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

export async function capture(url: string, headers: Record<string, string> = {}): Promise<Canned> {
  const res = await fetch(url, { headers });
  const body = await res.text();
  const copied: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!perConnection.has(name)) copied[name] = value;
  });
  return { status: res.status, headers: copied, body };
}

/** Builds the server bundle when its sources changed, as `npm start` would before starting. */
export function buildServerIfStale(): void {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs'), '--if-stale'], {
    cwd: root,
    stdio: 'inherit',
  });
}

let controlBundle: string | undefined;
/** The control bundled the way the shop is (esbuild, one file, plain Node), built once per run. */
function bundledControl(): string {
  if (controlBundle) return controlBundle;
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-control-bundle-')), 'control-server.mjs');
  execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs'), controlEntry, out], { cwd: root });
  process.on('exit', () => fs.rmSync(path.dirname(out), { recursive: true, force: true }));
  return (controlBundle = out);
}

/**
 * The ceiling: a bare Fastify server in its own process (like the shop, so neither shares a
 * core with autocannon's event loop) answering every request with the same status, headers and
 * bytes, serialised once up front. It starts the way the shop does: bundled, under plain Node.
 */
export async function startControl(canned: Canned) {
  const control = bundledControl();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-control-')), 'answer.json');
  fs.writeFileSync(file, JSON.stringify(canned));
  const port = await freePort();
  const started = performance.now();
  const child = spawnNode([control, file, String(port)], {});
  const url = `http://127.0.0.1:${port}`;
  if (!(await waitFor200(`${url}/__control/ready`, child.child, 30_000))) {
    await child.stop();
    throw new Error(`the control did not start:\n${child.output()}`);
  }
  return {
    ...child,
    url,
    startedIn: Math.round(performance.now() - started),
    stop: async () => {
      await child.stop();
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
}

export function ratio(value: number, control: number): number | undefined {
  return control ? Math.round((value / control) * 100) / 100 : undefined;
}

/** The middle value; with an even count the mean of the two middle ones, to `decimals` places. */
export function median(values: number[], decimals = 0): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(value * 10 ** decimals) / 10 ** decimals;
}

/** The embedded PostgreSQL's URL, as the shop remembered it in its DATA_DIR. */
export function embeddedDatabaseUrl(dataDir: string): string {
  const state = JSON.parse(fs.readFileSync(path.join(dataDir, 'postgres.json'), 'utf8')) as {
    port: number;
    password: string;
  };
  return `postgres://shop:${encodeURIComponent(state.password)}@127.0.0.1:${state.port}/shop`;
}
