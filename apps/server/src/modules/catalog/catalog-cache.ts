import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { compressText, sendCompressed } from '../../lib/compressed-text.ts';
import { addVary } from '../../lib/vary.ts';
import {
  CATALOG_VERSION_SLOTS,
  type CatalogVersion,
  catalogCommitted,
  trackCatalogVersion,
  untrackCatalogVersion,
} from './catalog-version.ts';

/**
 * Catalogue responses do not depend on who asks, so browsers and proxies may keep them but must
 * ask again each time (max-age=0, must-revalidate); the answer is a bodiless 304 while the
 * catalogue is unchanged. The ETag is this process's catalogue generation (catalog-version.ts)
 * plus an id drawn when the routes start, so a deploy that changes a response shape never serves
 * an old body.
 *
 * The version is bumped inside the transaction that changes the catalogue, so it commits (or
 * rolls back) with the change; the bump's trigger notifies every instance on commit. A request
 * reads the generation before the data: at worst it tags newer data with the older generation,
 * which only costs the client one more full response.
 */
export const CATALOG_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** The bumps each open transaction made, reported to this process's copy once it commits. */
const bumpsOf = new WeakMap<Tx, string[]>();

/**
 * Marks every cached catalogue response stale once `tx` commits. Call it inside any transaction
 * that changes products, variants, images or stock (orders taking or returning stock too), as
 * late as possible (its row stays locked until the commit), and run that transaction through
 * `writeCatalog` or `catalogTransaction`, which tell this process's copy once it has committed.
 */
export async function bumpCatalogVersion(tx: Tx): Promise<void> {
  const { rows } = await tx.execute<{ bump: string }>(bumpCatalogVersionSql);
  const bumps = bumpsOf.get(tx) ?? [];
  bumps.push(...rows.map((r) => r.bump));
  bumpsOf.set(tx, bumps);
}

/**
 * The bump as a statement, for a writer that runs it as a CTE of its own last statement (one
 * round trip fewer); the same rule applies: inside the transaction, as late as possible. Each
 * database connection bumps its own slot (its backend's pid decides), so transactions on
 * different connections never wait for each other here; the version is the sum of the slots.
 * It returns the bump as "<slot>:<version>", what its notification says (migration 0007).
 */
export const bumpCatalogVersionSql = sql`insert into catalog_version (id, version)
    values (pg_backend_pid() % ${sql.raw(String(CATALOG_VERSION_SLOTS))} + 1, 1)
    on conflict (id) do update set version = catalog_version.version + 1
    returning id || ':' || version as bump`;

/**
 * The same bump for a writer that leaves its notification to the shop (an order: many commit each
 * second, and every notifying transaction holds a database-wide lock through its commit): the
 * statement marks its own transaction (`shop.bump_notified_later`, migration 0014) so the trigger
 * does not notify, and the writer calls `catalogCommittedNotifyLater` once it has committed.
 */
export const bumpNotifiedLaterSql = sql`insert into catalog_version (id, version)
    select pg_backend_pid() % ${sql.raw(String(CATALOG_VERSION_SLOTS))} + 1, 1
    from (select set_config('shop.bump_notified_later', 'on', true)) as later
    on conflict (id) do update set version = catalog_version.version + 1
    returning id || ':' || version as bump`;

/**
 * A transaction that may bump the catalogue version; once it has committed, this process's copy
 * moves on before anyone is answered (the writer sees their own change at once). One that did not
 * bump changed nothing of the catalogue, and moves nothing on: the payment sweep runs one every
 * minute, mostly finding nothing due, and moving on after each emptied every kept catalogue answer
 * and drawn page and turned every shopper's ETag into a full answer (the bench's 304s came back 200).
 */
export async function catalogTransaction<T>(db: Db, write: (tx: Tx) => Promise<T>): Promise<T> {
  let bumps: string[] | undefined;
  const result = await db.transaction(async (tx) => {
    const written = await write(tx);
    bumps = bumpsOf.get(tx);
    return written;
  });
  if (bumps?.length) catalogCommitted(db, bumps);
  return result;
}

/** Runs a catalogue write in one transaction that also bumps the version (the admin's entry point). */
export async function writeCatalog<T>(db: Db, write: (tx: Tx) => Promise<T>): Promise<T> {
  return catalogTransaction(db, async (tx) => {
    const result = await write(tx);
    await bumpCatalogVersion(tx);
    return result;
  });
}

export function catalogEtag(generation: number, id: string): string {
  return `W/"catalog-${generation}-${id}"`;
}

/** Weak comparison (RFC 9110 §8.8.3.2): `W/` is ignored; `*` matches anything. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * The last 200 answer of each catalogue URL, as sent, under the ETag it was sent with. A GET whose URL
 * has an entry under the current ETag is answered from here without the catalogue query or its
 * serialisation; any catalogue write changes the ETag, and the first request that sees the new
 * one empties the map. Bounded: past MAX_CACHED URLs it starts over.
 *
 * An answer of COMPRESS_FROM bytes or more is also compressed once (brotli and gzip, off the event
 * loop) when kept, and sent so to a client that takes it (a listing page: ~11 KB of JSON, ~2 KB as
 * brotli, on a 3G phone); until the copies are ready, and for smaller answers, the text.
 */
type Cached = { etag: string; contentType: string; payload: Buffer; compressed?: { br: Buffer; gzip: Buffer } };
const MAX_CACHED = 500;
const COMPRESS_FROM = 1024;

/** One catalogue version (and one LISTEN connection) per app, whichever of its plugins cache catalogue answers. */
const appVersions = new WeakMap<object, CatalogVersion>();

function catalogVersionOf(app: FastifyInstance): CatalogVersion {
  const known = appVersions.get(app.server);
  if (known) return known;
  const version = trackCatalogVersion(app.db, undefined, app.log);
  appVersions.set(app.server, version);
  app.addHook('onReady', async () => version.start());
  app.addHook('onClose', async () => {
    untrackCatalogVersion(app.db, version);
    await version.stop();
  });
  return version;
}

/**
 * The catalogue's version as its JSON answers are tagged with (their ETag), for a cache of what is
 * built from those answers (the server-drawn pages, decision 051). Called while the plugin registers.
 */
export function catalogTagReader(app: FastifyInstance): () => string | Promise<string> {
  const version = catalogVersionOf(app);
  return () => {
    const generation = version.current();
    return typeof generation === 'number'
      ? catalogEtag(generation, version.id)
      : generation.then((read) => catalogEtag(read, version.id));
  };
}

/**
 * Adds conditional GET to every route of the plugin it is called in: 304 when the client holds
 * the current version (no catalogue query runs), else the ETag and Cache-Control on each 200.
 */
export function catalogCaching(app: FastifyInstance): void {
  // A field every request has from the start (Fastify keeps the request's shape the same), where a
  // WeakMap entry per request cost an allocation and the collector's work.
  if (!app.hasRequestDecorator('catalogEtag')) app.decorateRequest('catalogEtag', '');
  const answers = new Map<string, Cached>();
  let answersEtag = '';
  const version = catalogVersionOf(app);

  // The ETag of the current generation, made once per generation rather than per request.
  let tagged = { generation: NaN, etag: '' };
  const etagOf = (generation: number) =>
    tagged.generation === generation
      ? tagged.etag
      : (tagged = { generation, etag: catalogEtag(generation, version.id) }).etag;

  /** Answers from the version alone when it can (304, or the 200 kept in memory); else lets the route run. */
  const answerEarly = (request: FastifyRequest, reply: FastifyReply, generation: number): boolean => {
    const etag = etagOf(generation);
    request.catalogEtag = etag;
    if (etagMatches(request.headers['if-none-match'], etag)) {
      addVary(reply, 'Accept-Encoding');
      reply.code(304).header('etag', etag).header('cache-control', CATALOG_CACHE_CONTROL).send();
      return true;
    }
    if (etag !== answersEtag) {
      answers.clear();
      answersEtag = etag;
    }
    const cached = answers.get(request.url);
    if (cached?.etag !== etag) return false;
    // Sent whole from here: the onSend hook below has nothing to add (no ETag to set, nothing to keep).
    request.catalogEtag = '';
    reply.code(200).header('content-type', cached.contentType).header('etag', etag);
    sendCompressed(reply.header('cache-control', CATALOG_CACHE_CONTROL), cached.payload, cached.compressed);
    return true;
  };
  // Callback style: while the version is in memory a cached answer or a 304 costs no promise.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const generation = version.current();
    if (typeof generation === 'number') {
      if (!answerEarly(request, reply, generation)) done();
      return;
    }
    generation.then(
      (read) => {
        if (!answerEarly(request, reply, read)) done();
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: OnSendDone) => {
    const etag = request.catalogEtag;
    if (etag && reply.statusCode === 200) {
      reply.header('etag', etag).header('cache-control', CATALOG_CACHE_CONTROL);
      // Kept answers go out compressed to clients that take it: every answer of the URL varies so.
      addVary(reply, 'Accept-Encoding');
      const contentType = reply.getHeader('content-type');
      if (request.method === 'GET' && typeof payload === 'string' && typeof contentType === 'string') {
        if (answers.size >= MAX_CACHED) answers.clear();
        // Kept as bytes: sent as a string, each answer would be encoded to UTF-8 and measured again
        // (a fifth of a cached answer's CPU, beside the write itself).
        const kept: Cached = { etag, contentType, payload: Buffer.from(payload) };
        answers.set(request.url, kept);
        if (kept.payload.length >= COMPRESS_FROM)
          compressText(kept.payload).then(
            ({ br, gzip }) => (kept.compressed = { br, gzip }),
            (error: unknown) => request.log.warn({ err: error }, 'catalogue answer not compressed'),
          );
      }
    } else if (reply.statusCode >= 400) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

type OnSendDone = (error: Error | null, payload: unknown) => void;

declare module 'fastify' {
  interface FastifyRequest {
    /** The catalogue ETag a catalogue route's answer is tagged with ('' outside catalogue routes). */
    catalogEtag: string;
  }
}
