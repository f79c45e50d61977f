import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../../db/client.ts';
import { safeError } from '../../lib/safe-error.ts';
import { readCatalogVersion, sharedReads } from './catalog-version-reads.ts';

/**
 * The catalogue version is the sum of a few counter rows (`catalog_version`, one per slot): each
 * writer bumps the slot of its own database connection, so concurrent orders never queue on one
 * row. A trigger on the table sends a NOTIFY on `catalog_version`, delivered when the bumping
 * transaction commits (docs/decisions/020-catalogue-version-in-memory.md).
 */
export const CATALOG_CHANNEL = 'catalog_version';
export const CATALOG_VERSION_SLOTS = 64;

const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;
const PROBE_TIMEOUT_MS = 5_000;

/**
 * This process's view of the catalogue: a generation that moves on whenever the catalogue may
 * have changed. Catalogue answers are tagged and kept under it (catalog-cache.ts).
 *
 * - While a LISTEN connection is up, the generation lives in memory: it moves on for every
 *   notification (a commit anywhere, this process included) and right after this process's own
 *   catalogue commits (`catalogCommitted`), so its own writes are seen at once and another
 *   instance's one notification later. No request waits for the database.
 * - While it is down (or not yet up), every request reads the version from the database (reads
 *   shared among requests, see `sharedReads`) and the generation moves on when it changed.
 * - Each switch between the two moves it on too: nothing kept under one mode survives into the other.
 *
 * The generation is read before the data, so at worst newer data is tagged with an older
 * generation, which only costs a client one more full answer, never a stale one.
 */
export class CatalogVersion {
  readonly id = randomBytes(4).toString('hex');
  #generation = 1;
  #listener: pg.Client | undefined;
  #listening = false;
  #connects = 0;
  #lastRead: number | undefined;
  #stopped = false;
  #retryMs = RETRY_FIRST_MS;
  #retry: NodeJS.Timeout | undefined;
  /** Bumps this process committed whose notification has not come yet. */
  readonly #expected = new Set<string>();
  /** Bumps notified lately, which this process may yet report as its own. */
  readonly #seen = new Set<string>();
  readonly #read: () => Promise<number>;

  /** Whether this outage of the LISTEN connection has been logged (once per outage). */
  #outageLogged = false;

  constructor(
    db: Db,
    private readonly connection: pg.ClientConfig | undefined,
    private readonly log?: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  ) {
    this.#read = sharedReads(() => readCatalogVersion(db));
  }

  /** Whether the LISTEN connection is up, and how many times it came up (for tests and logs). */
  get status() {
    return { listening: this.#listening, connects: this.#connects };
  }

  /** The current generation: at once while listening, else after a read of the database. */
  current(): number | Promise<number> {
    if (this.#listening) return this.#generation;
    return this.#read().then((version) => {
      // A read finishing after the listener came up is not compared: the switch moved on already.
      if (!this.#listening && version !== this.#lastRead) {
        this.#lastRead = version;
        this.#generation++;
      }
      return this.#generation;
    });
  }

  /** The catalogue may have changed (a bump this process cannot name). */
  changed(): void {
    this.#generation++;
  }

  /**
   * This process committed `bumps` (each "<slot>:<version>", as the bump returns and the
   * notification says it): move on now, unless every one was notified already (which moved on
   * after the commit); their notifications, when they come, are then not counted twice.
   */
  committed(bumps: readonly string[] = []): void {
    if (this.#listening && bumps.length && bumps.every((bump) => this.#seen.has(bump))) {
      for (const bump of bumps) this.#seen.delete(bump);
      return;
    }
    this.#generation++;
    if (!this.#listening) return;
    for (const bump of bumps) if (!this.#seen.delete(bump)) remember(this.#expected, bump);
  }

  #notified(payload: string): void {
    if (this.#expected.delete(payload)) return;
    this.#generation++;
    remember(this.#seen, payload);
  }

  /**
   * Connects the LISTEN connection in the background (reconnecting after a loss until `stop`).
   * It counts as up once a probe it notifies itself has come back, so a connection that cannot
   * receive notifications (e.g. through a transaction-pooling proxy) never replaces the reads.
   */
  start(): void {
    if (!this.connection || this.#stopped || this.#listener) return;
    const client = new pg.Client({ ...this.connection, keepAlive: true });
    const probe = `probe-${this.id}-${this.#connects}`;
    this.#listener = client;
    let probeTimeout: NodeJS.Timeout | undefined;
    const lost = (error?: unknown) => {
      clearTimeout(probeTimeout);
      if (this.#listener !== client) return;
      this.#listener = undefined;
      if (!this.#stopped && !this.#outageLogged) {
        this.#outageLogged = true;
        const err = error === undefined ? { message: 'the probe notification did not come back' } : safeError(error);
        this.log?.warn(
          { err },
          'catalogue version: no LISTEN connection; reading the version per request until it is back',
        );
      }
      this.#switch(false);
      client.removeAllListeners('notification');
      client.end().catch(() => {});
      if (this.#stopped) return;
      this.#retry = setTimeout(() => {
        this.#retry = undefined;
        this.start();
      }, this.#retryMs).unref();
      this.#retryMs = Math.min(this.#retryMs * 2, RETRY_MAX_MS);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel !== CATALOG_CHANNEL) return;
      this.#notified(message.payload ?? '');
      if (message.payload === probe && this.#listener === client && !this.#listening) {
        clearTimeout(probeTimeout);
        this.#retryMs = RETRY_FIRST_MS;
        this.#connects++;
        this.#switch(true);
        if (this.#outageLogged) this.log?.info('catalogue version: LISTEN connection back');
        this.#outageLogged = false;
      }
    });
    client
      .connect()
      .then(() => client.query(`listen ${CATALOG_CHANNEL}`))
      .then(() => {
        probeTimeout = setTimeout(() => lost(), PROBE_TIMEOUT_MS).unref();
        return client.query('select pg_notify($1, $2)', [CATALOG_CHANNEL, probe]);
      })
      .catch(lost);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retry);
    const client = this.#listener;
    this.#listener = undefined;
    this.#switch(false);
    await client?.end().catch(() => {});
  }

  #switch(listening: boolean): void {
    if (this.#listening === listening) return;
    this.#listening = listening;
    this.#lastRead = undefined;
    this.#expected.clear();
    this.#seen.clear();
    this.#generation++;
  }
}

/** Adds to a set that keeps only its newest entries: forgetting one costs one more full answer, never a stale one. */
function remember(set: Set<string>, value: string): void {
  set.add(value);
  if (set.size > 1_000) set.delete(set.values().next().value!);
}

const versions = new WeakMap<Db, Set<CatalogVersion>>();

/** The connection settings of `db`'s pool (drizzle() keeps the pool as `$client`, which the Db type leaves out). */
function poolSettings(db: Db): pg.ClientConfig | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client.options : undefined;
}

/**
 * The version kept for `db`'s catalogue routes; its LISTEN connection is made like `db`'s pool's
 * (or with `connection`), and `catalogCommitted(db)` moves it on.
 */
export function trackCatalogVersion(
  db: Db,
  connection = poolSettings(db),
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): CatalogVersion {
  const version = new CatalogVersion(db, connection, log);
  const set = versions.get(db) ?? new Set();
  set.add(version);
  versions.set(db, set);
  return version;
}

/** The versions kept for `db` (one per app built on it). */
export function catalogVersionsOf(db: Db): CatalogVersion[] {
  return [...(versions.get(db) ?? [])];
}

export function untrackCatalogVersion(db: Db, version: CatalogVersion): void {
  versions.get(db)?.delete(version);
}

/**
 * Call right after a transaction that bumped the catalogue version has committed, with the bumps
 * it made ("<slot>:<version>"; see `bumpCatalogVersionSql`): this process's copy moves on before
 * anyone is answered (read-your-writes), without waiting for the notification.
 */
export function catalogCommitted(db: Db, bumps?: readonly string[]): void {
  for (const version of versions.get(db) ?? []) version.committed(bumps);
}
