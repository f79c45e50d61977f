import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { withoutWaitingForDisk } from './counters.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * The plugin hands `child` its merged route settings, with the route under `routeInfo`
 * ({ method, url }), although its type declarations describe a route object; so the shape is
 * checked here rather than trusted.
 */
function routeName(options: object): string {
  const info = 'routeInfo' in options ? options.routeInfo : undefined;
  if (typeof info !== 'object' || info === null || !('url' in info) || typeof info.url !== 'string') return 'global';
  const method = 'method' in info ? [info.method].flat().map(String).join(',') : '';
  return `${method} ${info.url}`;
}

function nameSpace(options: object): string {
  return 'nameSpace' in options && typeof options.nameSpace === 'string' ? options.nameSpace : '';
}

/**
 * A store for @fastify/rate-limit that keeps its counters in PostgreSQL (one upsert a request,
 * committed without waiting for the disk: see `withoutWaitingForDisk`), so a limit holds across
 * every instance behind a load balancer. Fixed windows per key; windows long ended are forgotten
 * by `forgetEndedWindows` (counters.ts).
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: FastifyRateLimitOptions | ChildOptions = {}) {
      this.prefix = `${nameSpace(options)}${routeName(options)}|`;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      const id = this.prefix + key;
      db.execute<{ count: number; ttl: number }>(
        sql`
        insert into rate_limits (key, count, reset_at)
        values (${id}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now()
            then now() + ${timeWindow} * interval '1 millisecond' else rate_limits.reset_at end
        returning count, ceil(extract(epoch from (reset_at - now())) * 1000)::int as ttl, ${withoutWaitingForDisk}`,
      )
        .then(({ rows }) => {
          const row = rows[0];
          callback(null, { current: Number(row?.count ?? 1), ttl: Math.max(0, Number(row?.ttl ?? timeWindow)) });
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      return new PostgresRateLimitStore(routeOptions);
    }
  };
}
