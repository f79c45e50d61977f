import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withoutWaitingForDisk } from '../../db/counters.ts';
import { ListenConnection, poolSettings } from '../../db/listen-connection.ts';
import { readCatalogVersion, sharedReads } from './catalog-version-reads.ts';

/**
 * The catalogue version is the sum of a few counter rows (`catalog_version`, one per slot): each
 * writer bumps the slot of its own database connection, so concurrent orders never queue on one
 * row. A trigger on the table sends a NOTIFY on `catalog_version`, delivered when the bumping
 * transaction commits (docs/decisions/020-catalogue-version-in-memory.md).
 */
export const CATALOG_CHANNEL = 'catalog_version';
export const CATALOG_VERSION_SLOTS = 64;

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
  #generation = 1;
  #listening = false;
  #lastRead: number | undefined;
  /** Bumps this process committed whose notification has not come yet. */
  readonly #expected = new Set<string>();
  /** Bumps notified lately, which this process may yet report as its own. */
  readonly #seen = new Set<string>();
  readonly #read: () => Promise<number>;
  readonly #listen: ListenConnection;

  constructor(db: Db, connection: pg.ClientConfig | undefined, log?: Pick<FastifyBaseLogger, 'warn' | 'info'>) {
    this.#read = sharedReads(() => readCatalogVersion(db));
    this.#listen = new ListenConnection(
      connection,
      CATALOG_CHANNEL,
      { notified: (payload) => this.#notified(payload), switched: (listening) => this.#switch(listening) },
      { name: 'catalogue version', whileDown: 'reading the version per request until it is back', log },
    );
  }

  get id(): string {
    return this.#listen.id;
  }

  /** Whether the LISTEN connection is up, and how many times it came up (for tests and logs). */
  get status() {
    return this.#listen.status;
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

  /** A notification names one bump, or several ("<slot>:<version>,…") when the shop sent it for orders. */
  #notified(payload: string): void {
    for (const bump of payload.split(',')) {
      if (this.#expected.delete(bump)) continue;
      this.#generation++;
      remember(this.#seen, bump);
    }
  }

  /** Connects the LISTEN connection in the background (db/listen-connection.ts). */
  start(): void {
    this.#listen.start();
  }

  async stop(): Promise<void> {
    await this.#listen.stop();
  }

  #switch(listening: boolean): void {
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

/** Bumps committed this turn of the event loop whose notification is still to be sent, per database. */
const toNotify = new WeakMap<Db, string[]>();
/** Bumps per notification: a payload must stay under PostgreSQL's 8,000 bytes. */
const BUMPS_PER_NOTIFICATION = 400;
/**
 * Milliseconds a committed bump waits for others to share its notification. Once per turn of the
 * event loop was about one statement per order under the checkout load (each its own round
 * trip); other instances hear of a sale this much later, this process at once.
 */
const NOTIFY_BATCH_MS = 20;

/**
 * Call right after a statement that bumped with `bumpNotifiedLaterSql` has committed: this
 * process moves on at once (`catalogCommitted`), and every instance hears of the bumps from one
 * notification sent for all the bumps committed within `NOTIFY_BATCH_MS`, in a statement of its own
 * that commits without waiting for the disk, so no order holds the notification lock through its
 * commit. If this process stops before sending it, the other instances show those stock counts
 * until the next catalogue change anywhere notifies; checkout always reads stock from the tables.
 */
export function catalogCommittedNotifyLater(db: Db, bumps: readonly string[]): void {
  catalogCommitted(db, bumps);
  let pending = toNotify.get(db);
  if (!pending) {
    const batch: string[] = [];
    pending = batch;
    toNotify.set(db, batch);
    setTimeout(() => {
      toNotify.delete(db);
      for (let i = 0; i < batch.length; i += BUMPS_PER_NOTIFICATION) {
        const payload = batch.slice(i, i + BUMPS_PER_NOTIFICATION).join(',');
        // A lost notification costs other instances fresh stock counts until the next one, never a wrong order.
        db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${payload}), ${withoutWaitingForDisk}`).catch(() => {});
      }
    }, NOTIFY_BATCH_MS);
  }
  pending.push(...bumps);
}
