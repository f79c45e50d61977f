import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from './client.ts';
import { ListenConnection, poolSettings } from './listen-connection.ts';

/**
 * Statement triggers on the read-mostly tables (delivery zones, delivery settings, payment
 * wallets; migrations 0014, 0015) notify this channel, naming the table, when a transaction that
 * changed one commits.
 */
export const READ_MOSTLY_CHANNEL = 'read_mostly';

/**
 * What is read from the read-mostly tables, kept in memory while this process hears of their
 * changes (docs/decisions/036-checkout-round-trips-and-limits.md): every checkout needs the
 * delivery zones and their settings, and the owner changes them a few times a month. Any change
 * notified drops everything kept (they are small, and read again by the next request that needs
 * them); this process's own writes drop it at once (`readMostlyChanged`), before the writer is
 * answered. While the LISTEN connection is down, nothing is kept: every request reads the tables.
 */
export class ReadMostly {
  #generation = 0;
  #listening = false;
  readonly #kept = new Map<string, { generation: number; value: Promise<unknown> }>();
  readonly #listen: ListenConnection;

  constructor(db: Db, log?: Pick<FastifyBaseLogger, 'warn' | 'info'>) {
    this.#listen = new ListenConnection(
      poolSettings(db),
      READ_MOSTLY_CHANNEL,
      {
        notified: () => this.changed(),
        switched: (listening) => {
          this.#listening = listening;
          this.changed();
        },
      },
      { name: 'read-mostly tables', whileDown: 'reading them per request until it is back', log },
    );
  }

  get status() {
    return this.#listen.status;
  }

  /**
   * `read()`'s answer kept under `key` since the last change, or a new read (shared by the
   * requests that come while it runs). A read that fails is not kept.
   */
  get<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (!this.#listening) return read();
    const kept = this.#kept.get(key);
    if (kept && kept.generation === this.#generation) return kept.value as Promise<T>;
    const value = read();
    const entry = { generation: this.#generation, value };
    this.#kept.set(key, entry);
    value.catch(() => {
      if (this.#kept.get(key) === entry) this.#kept.delete(key);
    });
    return value;
  }

  /** The tables may have changed: nothing kept survives. */
  changed(): void {
    this.#generation++;
    this.#kept.clear();
  }

  start(): void {
    this.#listen.start();
  }

  async stop(): Promise<void> {
    await this.#listen.stop();
  }
}

const kept = new WeakMap<object, Set<ReadMostly>>();

/** Keeps the read-mostly tables of `db` in memory from `start()` on (app.ts does this for the app's database). */
export function trackReadMostly(db: Db, log?: Pick<FastifyBaseLogger, 'warn' | 'info'>): ReadMostly {
  const cache = new ReadMostly(db, log);
  const set = kept.get(db) ?? new Set();
  set.add(cache);
  kept.set(db, set);
  return cache;
}

export function untrackReadMostly(db: Db, cache: ReadMostly): void {
  kept.get(db)?.delete(cache);
}

/**
 * A read of read-mostly tables, answered from memory when an app on `db` keeps them (see
 * `ReadMostly`); inside a transaction, or where nothing keeps them, it reads the tables.
 */
export function readMostly<T>(db: Db | Tx, key: string, read: () => Promise<T>): Promise<T> {
  const [cache] = kept.get(db) ?? [];
  return cache ? cache.get(key, read) : read();
}

/** Call once a transaction that changed a read-mostly table has committed: read-your-writes in this process. */
export function readMostlyChanged(db: Db): void {
  for (const cache of kept.get(db) ?? []) cache.changed();
}
