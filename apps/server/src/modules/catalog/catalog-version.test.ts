import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '@shop/shared/catalog';
import { connect, type Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { newKey, request } from '../../../test/support/request.ts';
import { addProducts } from '../../../test/support/catalog.ts';
import { billing } from '../../../test/support/orders.ts';
import { writeCatalog } from './catalog-cache.ts';
import {
  type CatalogVersion,
  catalogVersionsOf,
  trackCatalogVersion,
  untrackCatalogVersion,
} from './catalog-version.ts';

/**
 * The catalogue version kept in memory: another connection's (another instance's) commit is seen
 * through its notification, this instance's own commits at once, and while the LISTEN
 * connection is down every request reads the version from the database.
 */
describe('catalogue version kept in memory', () => {
  let shop: TestShop;
  let elsewhere: Database;
  let productId: string;
  beforeAll(async () => {
    shop = await createTestShop();
    elsewhere = connect(shop.databaseUrl, 1);
    [productId] = (await addProducts(shop.database.db, [
      { itemName: 'Listened Tee', price: 20_000, variants: [{ color: 'Black', sizes: { M: 5 } }] },
    ])) as [string];
  });
  afterAll(async () => {
    await elsewhere.close();
    await shop.close();
  });

  const version = () => catalogVersionsOf(shop.database.db)[0]!;
  const listening = () => vi.waitFor(() => expect(version().status.listening).toBe(true), { timeout: 10_000 });
  const product = async () => (await shop.app.inject({ url: `/api/products/${productId}` })).json<Product>();
  /** Another instance's admin changing the price: a write on its own connection. */
  const priceElsewhere = (price: number) =>
    writeCatalog(elsewhere.db, async (tx) => {
      await tx.update(products).set({ price }).where(eq(products.id, productId));
    });
  /** Pool checkouts while `run` runs: each is a query this instance sent. */
  const checkouts = async (run: () => Promise<unknown>) => {
    let n = 0;
    const count = () => n++;
    shop.database.pool.on('acquire', count);
    try {
      await run();
    } finally {
      shop.database.pool.off('acquire', count);
    }
    return n;
  };

  it('answers kept answers without asking the database while it listens', async () => {
    await listening();
    // Once the notifications of the fixtures' writes are in, the same answer is served from memory.
    await vi.waitFor(async () => {
      const sent = await checkouts(async () => {
        for (let i = 0; i < 5; i++) expect((await product()).price).toBe(20_000);
      });
      expect(sent).toBe(0);
    });
  });

  it("sees another connection's commit through its notification", async () => {
    await listening();
    expect((await product()).price).toBe(20_000);
    await priceElsewhere(21_000);
    await vi.waitFor(async () => expect((await product()).price).toBe(21_000), { timeout: 10_000 });
  });

  it('sees its own catalogue writes and orders at once, before any notification', async () => {
    await listening();
    const etag = (await shop.app.inject({ url: `/api/products/${productId}` })).headers.etag as string;
    await writeCatalog(shop.database.db, async (tx) => {
      await tx.update(products).set({ price: 22_000 }).where(eq(products.id, productId));
    });
    const changed = await shop.app.inject({ url: `/api/products/${productId}`, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Product>().price).toBe(22_000);

    const placed = await request(shop, {
      method: 'POST',
      url: '/api/auth/guest-orders',
      key: newKey(),
      payload: {
        cartItems: [{ productId, color: 'Black', size: 'M', quantity: 2 }],
        billingDetails: billing,
        paymentMethod: 'cod',
        isGuest: true,
      },
    });
    expect(placed.statusCode).toBe(201);
    expect((await product()).variants[0]?.sizes).toEqual([{ size: 'M', stock: 3 }]);
  });

  it('reads the version from the database while the listener is down, and listens again', async () => {
    await listening();
    const before = version().status.connects;
    const killed = await elsewhere.db.execute<{ ok: boolean }>(
      sql`select pg_terminate_backend(pid) as ok from pg_stat_activity
          where datname = current_database() and application_name = 'listen:catalog_version'`,
    );
    expect(killed.rows.map((r) => r.ok)).toEqual([true]);
    await vi.waitFor(() => expect(version().status.connects).toBe(before + 1), { timeout: 10_000 });
    await listening();
    await priceElsewhere(23_000);
    await vi.waitFor(async () => expect((await product()).price).toBe(23_000), { timeout: 10_000 });
  });
});

/**
 * A TCP relay to PostgreSQL for the LISTEN connection alone, which a test can hold (what
 * PostgreSQL sends waits in the relay, as on a slow network) or cut (connections dropped, new
 * ones refused).
 */
async function relay(target: URL) {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket; waiting: Buffer[] }>();
  let held = false;
  let refusing = false;
  const server = net.createServer((client) => {
    if (refusing) return client.destroy();
    const upstream = net.connect(Number(target.port), target.hostname);
    const pair = { client, upstream, waiting: [] as Buffer[] };
    pairs.add(pair);
    client.pipe(upstream);
    upstream.on('data', (chunk: Buffer) => (held ? pair.waiting.push(chunk) : client.write(chunk)));
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      for (const pair of pairs) for (const chunk of pair.waiting.splice(0)) pair.client.write(chunk);
    },
    cut: () => {
      refusing = true;
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
    },
    restore: () => {
      refusing = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('catalogue version with a LISTEN connection that can be held or cut', () => {
  let shop: TestShop;
  let database: Database;
  let elsewhere: Database;
  let line: Awaited<ReturnType<typeof relay>>;
  let version: CatalogVersion;
  const logs: string[] = [];
  beforeAll(async () => {
    shop = await createTestShop();
    database = connect(shop.databaseUrl, 2);
    elsewhere = connect(shop.databaseUrl, 1);
    line = await relay(new URL(shop.databaseUrl));
    const relayed = new URL(shop.databaseUrl);
    relayed.port = String(line.port);
    const record = (level: string) => (obj: unknown, msg?: string) =>
      logs.push(`${level} ${typeof obj === 'string' ? obj : `${JSON.stringify(obj)} ${msg}`}`);
    version = trackCatalogVersion(database.db, { connectionString: relayed.toString() }, {
      warn: record('warn'),
      info: record('info'),
    } as never);
    // The shop's own listener's probe is a notification on the same channel: this version starts
    // listening once it has gone by, so it never counts it in a test.
    await vi.waitFor(() => expect(catalogVersionsOf(shop.database.db)[0]?.status.listening).toBe(true), {
      timeout: 10_000,
    });
    version.start();
  });
  afterAll(async () => {
    await version.stop();
    untrackCatalogVersion(database.db, version);
    await line.close();
    await elsewhere.close();
    await database.close();
    await shop.close();
  });

  const listening = () => vi.waitFor(() => expect(version.status.listening).toBe(true), { timeout: 10_000 });
  const change = (db: Database['db']) => writeCatalog(db, async () => {});

  it("moves on at once for this process's own commits (once), and for another's when notified", async () => {
    await listening();
    line.hold();
    try {
      const first = version.current();
      expect(typeof first).toBe('number');
      await change(database.db);
      const own = version.current();
      expect(own).not.toBe(first);
      await change(elsewhere.db);
      expect(version.current()).toBe(own);
      line.release();
      await vi.waitFor(() => expect(version.current()).not.toBe(own), { timeout: 10_000 });
      // Both notifications are in: its own commit's did not move it on a second time.
      expect(version.current()).toBe((own as number) + 1);
    } finally {
      line.release();
    }
  });

  it('reads the database while the connection is down: a change elsewhere is seen by the next read', async () => {
    await listening();
    const { connects } = version.status;
    const listened = version.current();
    line.cut();
    try {
      await vi.waitFor(() => expect(version.status.listening).toBe(false), { timeout: 10_000 });
      const first = await version.current();
      expect(first).not.toBe(listened);
      expect(await version.current()).toBe(first);
      await change(elsewhere.db);
      const second = await version.current();
      expect(second).not.toBe(first);
      expect(await version.current()).toBe(second);
    } finally {
      line.restore();
    }
    await listening();
    expect(version.status.connects).toBe(connects + 1);
    // The outage is logged once, and its end; never the connection's address or password.
    expect(logs.filter((l) => l.startsWith('warn'))).toHaveLength(1);
    expect(logs.at(-1)).toMatch(/^info .*LISTEN connection back/);
    expect(logs.join('\n')).not.toContain(new URL(shop.databaseUrl).password || 'no password');
  });
});
