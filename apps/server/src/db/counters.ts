import { sql } from 'drizzle-orm';
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
 * Fixed-window counters in the rate-limit table (the same rows @fastify/rate-limit's store
 * keeps), for limits that count only some outcomes (failed sign-ins, orders, mails) and so
 * cannot be one plugin limit per request. Shared by every instance on the database.
 *
 * Adds to the counters of `add` and reads those of `read`, in one statement (one round trip):
 * answers the new values of `add` and the current values of `read`, each in the order given.
 * A key in both is read as it was before the addition.
 */
export async function addAndReadCounts(
  db: Db,
  add: readonly Addition[],
  read: readonly string[] = [],
): Promise<{ added: Count[]; read: Count[] }> {
  if (!add.length && !read.length) return { added: [], read: [] };
  const adding = add.length
    ? sql`insert into rate_limits (key, count, reset_at)
        select k, n, now() + w * interval '1 millisecond'
        from unnest(array[${keyList(add.map((a) => a.key))}]::text[],
                    array[${sql.join(
                      add.map((a) => sql`${a.by ?? 1}`),
                      sql`, `,
                    )}]::int[],
                    array[${sql.join(
                      add.map((a) => sql`${a.windowMs}`),
                      sql`, `,
                    )}]::bigint[]) as t(k, n, w)
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then excluded.count
            else rate_limits.count + excluded.count end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning key, count, ceil(extract(epoch from (reset_at - now())))::int as ttl`
    : sql`select null::text as key, 0 as count, 0 as ttl where false`;
  const reading = read.length
    ? sql`select key, count, ceil(extract(epoch from (reset_at - now())))::int as ttl
        from rate_limits where reset_at > now() and key in (${keyList(read)})`
    : sql`select null::text as key, 0 as count, 0 as ttl where false`;
  const { rows } = await db.execute<Row>(sql`
    with added as (${adding})
    select key, count, ttl, true as added from added
    union all
    select key, count, ttl, false as added from (${reading}) as now_read`);
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
