import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** A counter's value in its current window, and the seconds until that window ends. */
export type Count = { count: number; retryAfter: number };

/**
 * Fixed-window counters in the rate-limit table (the same rows @fastify/rate-limit's store
 * keeps), for limits that count only some outcomes (failed sign-ins, orders, mails) and so
 * cannot be one plugin limit per request. Shared by every instance on the database.
 */
export async function readCounts(db: Db, keys: readonly string[]): Promise<Count[]> {
  if (!keys.length) return [];
  const { rows } = await db.execute<{ key: string; count: number; ttl: number }>(sql`
    select key, count, ceil(extract(epoch from (reset_at - now())))::int as ttl
    from rate_limits where reset_at > now() and key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return keys.map((key) => {
    const row = byKey.get(key);
    return row ? { count: Number(row.count), retryAfter: Math.max(1, Number(row.ttl)) } : { count: 0, retryAfter: 0 };
  });
}

/** Adds `by` to each counter (a new window of `windowMs` where the last one ended), in one statement; answers the new values. */
export async function addToCounts(db: Db, keys: readonly string[], windowMs: number, by = 1): Promise<Count[]> {
  if (!keys.length) return [];
  const { rows } = await db.execute<{ key: string; count: number; ttl: number }>(sql`
    insert into rate_limits (key, count, reset_at)
    select k, ${by}, now() + ${windowMs} * interval '1 millisecond'
    from unnest(array[${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )}]::text[]) as k
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then ${by} else rate_limits.count + ${by} end,
      reset_at = case when rate_limits.reset_at <= now()
        then now() + ${windowMs} * interval '1 millisecond' else rate_limits.reset_at end
    returning key, count, ceil(extract(epoch from (reset_at - now())))::int as ttl`);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return keys.map((key) => {
    const row = byKey.get(key);
    return { count: Number(row?.count ?? by), retryAfter: Math.max(1, Number(row?.ttl ?? windowMs / 1000)) };
  });
}
