/**
 * What PostgreSQL does for one guest order: EXPLAIN (ANALYZE, BUFFERS, WAL) of each prepared
 * statement a guest checkout sends (run in a transaction that is rolled back, just before the real
 * one), and every WAL record the order wrote (pg_walinspect). `npx tsx bench/pg-checkout.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
// @ts-expect-error pg's utils have no types
import pgUtils from 'pg/lib/utils.js';
import { connect } from '../apps/server/src/db/client.ts';
import { growCatalogue, stockedUnits } from './catalogue.ts';
import { seedOrderHistory } from './history.ts';
import { buildServerIfStale, embeddedDatabaseUrl, startShop } from './lib.ts';
import { buyer, orderBody, pickLines } from './orders.ts';
import { inProcessApp } from './queries.ts';

async function main() {
  buildServerIfStale();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pg-data-'));
  const shop = await startShop(dataDir);
  const databaseUrl = embeddedDatabaseUrl(dataDir);
  const seed = connect(databaseUrl, 2);
  const admin = new pg.Client({ connectionString: databaseUrl });
  let explaining = false;
  const plans: string[] = [];
  try {
    await growCatalogue(seed.db, 1000);
    await seedOrderHistory(seed.db, 20_000);
    const units = await stockedUnits(seed.db);

    await admin.connect();
    await admin.query('create extension if not exists pg_walinspect');
    const database = connect(databaseUrl, 10);
    database.pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
      client.query = (async (...args: unknown[]) => {
        const config = args[0] as { name?: string; text?: string; values?: unknown[] };
        if (explaining && typeof config === 'object' && config.name && config.text) {
          await query('begin');
          try {
            await query(`prepare explained as ${config.text}`);
            const literal = (v: unknown) => {
              const value = pgUtils.prepareValue(v) as string | null;
              return value === null ? 'null' : client.escapeLiteral(String(value));
            };
            const { rows } = (await query(
              `explain (analyze, buffers, wal, verbose, costs off) execute explained(${((config.values ?? args[1] ?? []) as unknown[]).map(literal).join(', ')})`,
            )) as { rows: { 'QUERY PLAN': string }[] };
            plans.push(`--- ${config.name}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
          } catch (error) {
            plans.push(`--- ${config.name}: ${String(error)}`);
          }
          await query('rollback');
          await query('deallocate explained').catch(() => {});
        }
        return query(...args);
      }) as typeof client.query;
    });
    const { app } = await inProcessApp(database, databaseUrl, dataDir);
    const place = (n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/guest-orders',
        headers: { 'idempotency-key': `pg-check-${n}-${Date.now()}` },
        payload: orderBody(pickLines(units, 2), buyer('pgcheck', n)),
      });
    const first = await place(0);
    console.log('first:', first.statusCode, first.body.slice(0, 300));
    for (let n = 1; n < 200; n++) await place(n);
    await new Promise((r) => setTimeout(r, 500));
    explaining = true;
    const explained = await place(1000);
    explaining = false;
    console.log('explained order:', explained.statusCode, explained.body.slice(0, 300));
    await new Promise((r) => setTimeout(r, 500));
    const lsn = async () => (await admin.query<{ l: string }>('select pg_current_wal_insert_lsn() as l')).rows[0]!.l;
    const start = await lsn();
    const res = await place(1001);
    const end = await lsn();
    console.log(plans.join('\n\n'));
    console.log(`\n--- WAL of one order (status ${res.statusCode}) ${res.body.slice(0, 200)}`);
    await admin.query('checkpoint');
    const { rows } = await admin.query(
      `select resource_manager as rm, record_type as type, record_length as len, fpi_length as fpi,
         coalesce((select c.relname from pg_class c where c.relfilenode = substring(block_ref from 'rel \\d+/\\d+/(\\d+)')::oid limit 1), '') as rel,
         block_ref
       from pg_get_wal_records_info($1, $2)`,
      [start, end],
    );
    for (const r of rows) console.log(`${r.rm}\t${r.type}\t${r.len}\t${r.fpi}\t${r.rel}`);
    console.log(`${rows.length} records, ${rows.reduce((s, r) => s + Number(r.len), 0)} bytes`);
    await app.close();
    await database.close();
  } finally {
    await admin.end().catch(() => {});
    await seed.close();
    await shop.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
