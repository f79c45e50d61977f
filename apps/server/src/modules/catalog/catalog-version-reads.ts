import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The catalogue version: the sum of its slots (catalog-version.ts), read in one statement. */
export async function readCatalogVersion(db: Db): Promise<number> {
  const { rows } = await db.execute<{ version: string }>(
    sql`select coalesce(sum(version), 0) as version from catalog_version`,
  );
  return Number(rows[0]?.version ?? 0);
}

/**
 * Shares one read among requests that arrive together, without ever answering a request from a
 * read that began before it arrived (that read could miss a change committed just before the
 * request, e.g. the admin's own save): a request that finds a read in flight waits for it to end
 * and joins the next one, which every request arriving meanwhile shares. Under load that is one
 * version query per round trip instead of one per request.
 */
export function sharedReads<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const current = read().finally(() => {
      if (inFlight === current) inFlight = undefined;
    });
    inFlight = current;
    return current;
  };
  return () => {
    if (!inFlight) return start();
    next ??= inFlight
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
