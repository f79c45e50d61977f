import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { ADVISORY_LOCKS } from './advisory-locks.ts';

export type Db = NodePgDatabase<typeof schema>;
/** The handle inside `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * pg's `pool.query` destroys the connection behind a query on any error, even an ordinary SQL
 * error that leaves it healthy: every refused order (a short line raises, a repeated
 * Idempotency-Key violates the unique key) then cost a new PostgreSQL backend and its password
 * exchange, ~40 ms of database CPU, at the moment a sale is busiest. Here a statement's own error
 * (a DatabaseError of severity ERROR) gives the connection back; anything else (a lost connection,
 * a FATAL error, a timeout) still removes it, and the pool drops a connection that has ended anyway.
 */
function keepConnectionsOnStatementErrors(pool: pg.Pool): void {
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const query = async (config: string | pg.QueryConfig, values?: unknown[]) => {
    const client = await pool.connect();
    let broken: unknown;
    // A connection lost mid-query also rejects the query; without a listener the event would throw.
    const onError = (error: unknown) => (broken ??= error);
    client.on('error', onError);
    try {
      return await client.query(config, values);
    } catch (error) {
      if (!(error instanceof pg.DatabaseError && error.severity === 'ERROR')) broken ??= error;
      throw error;
    } finally {
      client.off('error', onError);
      client.release(broken !== undefined);
    }
  };
  pool.query = ((...args: unknown[]) =>
    typeof args[args.length - 1] === 'function'
      ? poolQuery(...args)
      : query(args[0] as string | pg.QueryConfig, args[1] as unknown[] | undefined)) as typeof pool.query;
}

export function connect(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 });
  keepConnectionsOnStatementErrors(pool);
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  // Nor may a client that is checked out between two statements (a transaction awaiting its next
  // step) when PostgreSQL goes away: pg emits the FATAL as an 'error' event that, unheard, ends the
  // process. The transaction's next statement fails instead (503), and the pool drops the client.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema });
  let closed: Promise<void> | undefined;
  return { db, pool, close: () => (closed ??= pool.end()) };
}

/**
 * The newest committed migration's time in drizzle's journal: drizzle's migrate applies each
 * migration newer than the newest it has applied, so a database whose newest applied migration is
 * this one needs none (the start checks that in one read, without the lock and the files).
 */
export function newestMigrationMillis(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** Runs the committed migrations; an advisory lock keeps several instances from racing. */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.migrations]).catch(() => {});
    client.release();
  }
}
