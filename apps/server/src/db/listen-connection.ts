import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { safeError } from '../lib/safe-error.ts';

const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;
const PROBE_TIMEOUT_MS = 5_000;

export type ListenEvents = {
  /** A notification on the channel (the connection's own probe included). */
  notified: (payload: string) => void;
  /** The connection came up (its probe came back) or went down. */
  switched: (listening: boolean) => void;
};

/**
 * One LISTEN connection on one channel, kept up in the background (reconnecting after a loss,
 * with backoff, until `stop`). It counts as up only once a probe it notifies itself has come
 * back, so a connection that cannot receive notifications (e.g. through a transaction-pooling
 * proxy) never counts. What is kept in memory on the strength of it (the catalogue version, the
 * read-mostly tables) must be dropped while it is down: `switched(false)` says so. An outage is
 * logged once, as `<name>: no LISTEN connection; <whileDown>`, and its end once.
 */
export class ListenConnection {
  readonly id = randomBytes(4).toString('hex');
  #client: pg.Client | undefined;
  #listening = false;
  #connects = 0;
  #stopped = false;
  #retryMs = RETRY_FIRST_MS;
  #retry: NodeJS.Timeout | undefined;
  #outageLogged = false;

  constructor(
    private readonly connection: pg.ClientConfig | undefined,
    private readonly channel: string,
    private readonly events: ListenEvents,
    private readonly say: { name: string; whileDown: string; log?: Pick<FastifyBaseLogger, 'warn' | 'info'> },
  ) {}

  /** Whether the connection is up, and how many times it came up (for tests and logs). */
  get status() {
    return { listening: this.#listening, connects: this.#connects };
  }

  /** Connects in the background; without connection settings it never listens. */
  start(): void {
    if (!this.connection || this.#stopped || this.#client) return;
    // Named in pg_stat_activity (`listen:<channel>`): an operator, or a test, can tell the two apart.
    const client = new pg.Client({ ...this.connection, keepAlive: true, application_name: `listen:${this.channel}` });
    const probe = `probe-${this.id}-${this.#connects}`;
    this.#client = client;
    let probeTimeout: NodeJS.Timeout | undefined;
    const lost = (error?: unknown) => {
      clearTimeout(probeTimeout);
      if (this.#client !== client) return;
      this.#client = undefined;
      if (!this.#stopped && !this.#outageLogged) {
        this.#outageLogged = true;
        const err = error === undefined ? { message: 'the probe notification did not come back' } : safeError(error);
        this.say.log?.warn({ err }, `${this.say.name}: no LISTEN connection; ${this.say.whileDown}`);
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
      if (message.channel !== this.channel) return;
      this.events.notified(message.payload ?? '');
      if (message.payload === probe && this.#client === client && !this.#listening) {
        clearTimeout(probeTimeout);
        this.#retryMs = RETRY_FIRST_MS;
        this.#connects++;
        this.#switch(true);
        if (this.#outageLogged) this.say.log?.info(`${this.say.name}: LISTEN connection back`);
        this.#outageLogged = false;
      }
    });
    client
      .connect()
      .then(() => client.query(`listen ${this.channel}`))
      .then(() => {
        probeTimeout = setTimeout(() => lost(), PROBE_TIMEOUT_MS).unref();
        return client.query('select pg_notify($1, $2)', [this.channel, probe]);
      })
      .catch(lost);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = undefined;
    this.#switch(false);
    await client?.end().catch(() => {});
  }

  #switch(listening: boolean): void {
    if (this.#listening === listening) return;
    this.#listening = listening;
    this.events.switched(listening);
  }
}

/** The connection settings of `db`'s pool (drizzle() keeps the pool as `$client`, which the Db type leaves out). */
export function poolSettings(db: object): pg.ClientConfig | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client.options : undefined;
}
