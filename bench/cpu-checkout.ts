/**
 * CPU time per guest order, by thread of the shop and for PostgreSQL, under the bench's own
 * checkout load (16 shoppers, `checkoutLoad`), read from /proc before and after each round.
 * `npx tsx bench/cpu-checkout.ts [rounds] [seconds]`; BENCH_CPU_PROF as for the bench.
 * Also prints the WAL records and bytes PostgreSQL wrote per order (pg_stat_wal).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect } from '../apps/server/src/db/client.ts';
import { growCatalogue, stockedUnits } from './catalogue.ts';
import { checkoutLoad } from './checkout.ts';
import { seedOrderHistory } from './history.ts';
import { buildServerIfStale, embeddedDatabaseUrl, startShop } from './lib.ts';

const rounds = Number(process.argv[2] ?? 4);
const seconds = Number(process.argv[3] ?? 5);
const TICK_MS = 10;

function children(pid: number): number[] {
  const out: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(entry), ...children(Number(entry)));
    } catch {
      // gone
    }
  }
  return out;
}

function ticks(file: string): { name: string; ticks: number } {
  const stat = fs.readFileSync(file, 'utf8');
  const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { name, ticks: Number(fields[11]) + Number(fields[12]) };
}

/** Ticks per thread of the shop (by thread name; the main thread is "node") and for all PostgreSQL processes. */
function sample(shopPid: number) {
  const shop = new Map<string, number>();
  for (const tid of fs.readdirSync(`/proc/${shopPid}/task`)) {
    try {
      const t = ticks(`/proc/${shopPid}/task/${tid}/stat`);
      const name = tid === String(shopPid) ? 'request thread' : t.name;
      shop.set(name, (shop.get(name) ?? 0) + t.ticks);
    } catch {
      // gone
    }
  }
  let postgres = 0;
  const kinds = new Map<string, number>();
  for (const pid of children(shopPid)) {
    try {
      let own = 0;
      for (const tid of fs.readdirSync(`/proc/${pid}/task`)) own += ticks(`/proc/${pid}/task/${tid}/stat`).ticks;
      postgres += own;
      // "postgres: walwriter", "postgres: autovacuum worker", "postgres: shop shop 127.0.0.1(…)": the kind of process.
      const title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      const kind = /^postgres: \S+ \S+ \d/.test(title)
        ? 'backends'
        : title.startsWith('postgres: ')
          ? title.slice(10).split(' ').slice(0, 2).join(' ')
          : 'postmaster';
      kinds.set(kind, (kinds.get(kind) ?? 0) + own);
    } catch {
      // gone
    }
  }
  return { shop, postgres, kinds };
}

async function wal(client: pg.Client) {
  const { rows } = await client.query<{ records: string; bytes: string; fpi: string }>(
    'select wal_records as records, wal_bytes as bytes, wal_fpi as fpi from pg_stat_wal',
  );
  return { records: Number(rows[0]!.records), bytes: Number(rows[0]!.bytes), fpi: Number(rows[0]!.fpi) };
}

async function main() {
  buildServerIfStale();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-cpu-data-'));
  const shop = await startShop(dataDir);
  const databaseUrl = embeddedDatabaseUrl(dataDir);
  const database = connect(databaseUrl, 2);
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await growCatalogue(database.db, 1000);
    await seedOrderHistory(database.db, 20_000);
    const units = await stockedUnits(database.db);
    await client.connect();
    const pid = shop.child.pid!;
    console.log('round\torders/s\tp99\tanswered\trequest ms\tother ms\tpostgres ms\tWAL rec\tWAL bytes\tFPI\tthreads');
    for (let round = 1; round <= rounds; round++) {
      const before = sample(pid);
      const walBefore = await wal(client);
      const result = await checkoutLoad(shop.url, databaseUrl, units, 16, seconds);
      // The mail thread and the alert worker finish what the load left.
      await new Promise((r) => setTimeout(r, 1500));
      const after = sample(pid);
      const walAfter = await wal(client);
      const answered = result.ordersInDatabase;
      const per = (t: number) => ((t * TICK_MS) / answered).toFixed(2);
      const threads = [...after.shop].map(([name, t]) => [name, t - (before.shop.get(name) ?? 0)] as const);
      const request = threads.find(([n]) => n === 'request thread')?.[1] ?? 0;
      const other = threads.filter(([n]) => n !== 'request thread').reduce((s, [, t]) => s + t, 0);
      console.log(
        [
          round,
          result.ordersPerSecond,
          result.p99,
          answered,
          per(request),
          per(other),
          per(after.postgres - before.postgres),
          ((walAfter.records - walBefore.records) / answered).toFixed(1),
          Math.round((walAfter.bytes - walBefore.bytes) / answered),
          ((walAfter.fpi - walBefore.fpi) / answered).toFixed(2),
          threads
            .filter(([, t]) => t > 0)
            .map(([n, t]) => `${n}:${per(t)}`)
            .join(' '),
          [...after.kinds]
            .map(([k, t]) => [k, t - (before.kinds.get(k) ?? 0)] as const)
            .filter(([, t]) => t > 0)
            .map(([k, t]) => `${k}:${per(t)}`)
            .join(' '),
        ].join('\t'),
      );
    }
  } finally {
    await client.end();
    await database.close();
    await shop.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
