import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** A counter's value in its current window, and the seconds until that window ends. */
export type Count = { count: number; retryAfter: number };

/** A counter to add to: `by` (default 1) in a window of `windowMs` started where the last one ended. */
export type Addition = { key: string; windowMs: number; by?: number };

type Row = { key: string; count: number; ttl: number; added: boolean };

const keyList = (keys: readonly string[]) =>
  sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  );

/**
 * Lets the statement's own transaction commit without waiting for its WAL to reach the disk
 * (`synchronous_commit = off` for that transaction alone), as a column of the statement's last
 * SELECT so it costs no round trip. For counters only: a crash may lose the last fraction of a
 * second of counts (a sender gets a turn more), never an order; and a counter row many requests
 * share (one address behind a carrier NAT) is then locked for the statement's run only, not for
 * a disk flush per request (measured: 0.4–0.7 WAL fsyncs per counter statement without, 0.01 with).
 */
export const withoutWaitingForDisk = sql`set_config('synchronous_commit', 'off', true) as unsynced`;

/**
 * Adds to fixed-window counters in the rate-limit table: `source` is a SELECT of (key, amount,
 * window in ms) rows; a counter whose window ended starts a new one. Answers each counter's
 * key, new count and the seconds until its window ends (ttl). For a CTE of a larger statement.
 */
export function counterUpsert(source: SQL): SQL {
  return sql`insert into rate_limits as r (key, count, reset_at)
    select k, n, now() + w * interval '1 millisecond' from (${source}) as s(k, n, w)
    on conflict (key) do update set
      count = case when r.reset_at <= now() then excluded.count else r.count + excluded.count end,
      reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
    returning r.key, r.count, ceil(extract(epoch from (r.reset_at - now())))::int as ttl`;
}

/**
 * Fixed-window counters in the rate-limit table (the same rows @fastify/rate-limit's store
 * keeps), for limits that count only some outcomes (failed sign-ins, orders, mails) and so
 * cannot be one plugin limit per request. Shared by every instance on the database.
 *
 * Adds to the counters of `add` and reads those of `read`, in one statement (one round trip,
 * committed without waiting for the disk): answers the new values of `add` and the current
 * values of `read`, each in the order given. A key in both is read as it was before the addition.
 */
export async function addAndReadCounts(
  db: Db,
  add: readonly Addition[],
  read: readonly string[] = [],
): Promise<{ added: Count[]; read: Count[] }> {
  if (!add.length && !read.length) return { added: [], read: [] };
  const list = <T>(values: T[], type: string) =>
    sql`array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::${sql.raw(type)}[]`;
  const adding = add.length
    ? counterUpsert(
        sql`select * from unnest(${list(
          add.map((a) => a.key),
          'text',
        )}, ${list(
          add.map((a) => a.by ?? 1),
          'int',
        )}, ${list(
          add.map((a) => a.windowMs),
          'bigint',
        )})`,
      )
    : sql`select null::text as key, 0 as count, 0 as ttl where false`;
  const reading = read.length
    ? sql`select key, count, ceil(extract(epoch from (reset_at - now())))::int as ttl
        from rate_limits where reset_at > now() and key in (${keyList(read)})`
    : sql`select null::text as key, 0 as count, 0 as ttl where false`;
  const { rows } = await db.execute<Row>(sql`
    with added as (${adding})
    select key, count, ttl, true as added, ${withoutWaitingForDisk} from added
    union all
    select key, count, ttl, false as added, null from (${reading}) as now_read`);
  const found = (added: boolean) => new Map(rows.filter((r) => r.added === added).map((r) => [r.key, r]));
  const afterAdding = found(true);
  const current = found(false);
  return {
    added: add.map(({ key, windowMs, by = 1 }) => {
      const row = afterAdding.get(key);
      return { count: Number(row?.count ?? by), retryAfter: Math.max(1, Number(row?.ttl ?? windowMs / 1000)) };
    }),
    read: read.map((key) => {
      const row = current.get(key);
      return row ? { count: Number(row.count), retryAfter: Math.max(1, Number(row.ttl)) } : { count: 0, retryAfter: 0 };
    }),
  };
}

/** The counters' current values (0 where none is running). */
export async function readCounts(db: Db, keys: readonly string[]): Promise<Count[]> {
  return keys.length ? (await addAndReadCounts(db, [], keys)).read : [];
}

/** Adds `by` to each counter, in one statement; answers the new values. */
export async function addToCounts(db: Db, keys: readonly string[], windowMs: number, by = 1): Promise<Count[]> {
  return keys.length
    ? (
        await addAndReadCounts(
          db,
          keys.map((key) => ({ key, windowMs, by })),
        )
      ).added
    : [];
}

/**
 * Forgets counter windows that ended over an hour ago (a guest order adds three keys, a failed
 * sign-in three): app.ts runs it every few minutes, off the requests' way.
 */
export async function forgetEndedWindows(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where reset_at < now() - interval '1 hour'`);
}
