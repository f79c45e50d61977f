import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { connect, type Database } from '../apps/server/src/db/client.ts';
import { cartItems, users } from '../apps/server/src/db/schema/index.ts';
import { signSession } from '../apps/server/src/lib/tokens.ts';
import { writeCatalog } from '../apps/server/src/modules/catalog/catalog-cache.ts';
import type { StockUnit } from './catalogue.ts';
import { orderBody, pickLines } from './orders.ts';

export type QueryCount = { request: string; cartSize: number; status: number; queries: number; sql: string[] };

/**
 * The shop's own timed work, no part of any request, which may fall in a count's window: the order
 * counts' fold (orders/order-counts.ts, every ORDER_COUNTS_FOLD_MS). A run once counted it in the
 * filtered listing's (1 statement became 2 at one cart size).
 */
const ON_TIMERS = /^ ?with folded as \( delete from order_counts\b/;

/**
 * Counts what the driver is asked to run. Every pooled client's `query` is wrapped as the pool
 * connects it, so statements inside transactions (BEGIN and COMMIT included, which Drizzle sends
 * on a checked-out client, not through `pool.query`) are counted too.
 */
function countQueries(pool: pg.Pool) {
  let log: string[] = [];
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const first = args[0] as string | { text?: string };
      const text = (typeof first === 'string' ? first : (first.text ?? '')).replace(/\s+/g, ' ').slice(0, 160);
      if (!ON_TIMERS.test(text)) log.push(text);
      return query(...args);
    }) as typeof client.query;
  });
  return {
    reset: () => (log = []),
    taken: () => log,
  };
}

/**
 * The whole app built with `buildApp` in this process on `database` (called with `app.inject`: no
 * HTTP, no other traffic), mails dropped, the guest limits out of the way: every order comes from
 * one address here, and the limits (decision 028) would stop the run.
 */
export async function inProcessApp(database: Database, databaseUrl: string, dataDir: string) {
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      GUEST_ORDERS_PER_ADDRESS: '100000',
      GUEST_ORDERS_PER_CONTACT: '100000',
      GUEST_UNITS_HELD: '1000000',
      GUEST_UNITS_PER_ADDRESS: '100000000',
      MAILS_PER_RECIPIENT: '100000',
    }),
    jwtSecret: randomBytes(32).toString('hex'),
  };
  const app = await buildApp(config, database.db, { mailer: { send: async () => {}, close: () => {} } });
  await app.ready();
  return { app, config };
}

/**
 * SQL statements per request, in this process, those it sets going after its answer (an order's
 * catalogue notification) included: the whole app built with `buildApp` on its own
 * pool against the bench database, called with `app.inject` (no HTTP, no other traffic), at cart
 * sizes 1 and 10. Listing and product do not depend on the cart; they are counted at both sizes
 * all the same, as the same signed-in customer: once right after a catalogue change (nothing kept
 * in memory), once repeated, once revalidated with If-None-Match.
 */
export async function countPerRequest(
  databaseUrl: string,
  dataDir: string,
  units: StockUnit[],
  [productId, otherProductId]: [string, string],
) {
  const database = connect(databaseUrl, 10);
  const counter = countQueries(database.pool);
  const { app, config } = await inProcessApp(database, databaseUrl, dataDir);
  const [user] = await database.db
    .insert(users)
    .values({ email: `bench-${randomUUID().slice(0, 8)}@example.com`, name: 'Bench Buyer', verified: true })
    .returning({ id: users.id });
  const token = await signSession(config.jwtSecret, { userId: user!.id, tokenVersion: 0 });
  const auth = { authorization: `Bearer ${token}` };
  // The owner, for the order list (their session checked against the database, as every admin call is).
  const [owner] = await database.db
    .select({ id: users.id, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.type, 'admin'))
    .limit(1);
  const ownerAuth = {
    authorization: `Bearer ${await signSession(config.jwtSecret, { userId: owner!.id, tokenVersion: owner!.tokenVersion })}`,
  };

  const counts: QueryCount[] = [];
  type Call = () => Promise<{ statusCode: number }>;
  /** `warm` runs first, uncounted, so nothing first-time (a pool connection, a code path) is counted. */
  const measure = async (request: string, cartSize: number, call: Call, warm: Call | null = call) => {
    // What a request sets going after its answer (an order's mails) counts too: each call is given
    // time to finish it before the next count starts.
    const settled = () => new Promise((resolve) => setTimeout(resolve, 200));
    if (warm) {
      await warm();
      await settled();
    }
    counter.reset();
    const res = await call();
    await settled();
    const sql = [...counter.taken()];
    counts.push({ request, cartSize, status: res.statusCode, queries: sql.length, sql });
  };

  try {
    for (const cartSize of [1, 10]) {
      const lines = pickLines(units, cartSize + 1);
      await database.db.delete(cartItems);
      for (const line of lines.slice(0, cartSize - 1)) {
        await app.inject({ method: 'POST', url: '/api/auth/cart/add', headers: auth, payload: line });
      }
      // A catalogue change empties the catalogue's answers kept in memory: the next read is a miss.
      await writeCatalog(database.db, async () => {});
      const listing = () => app.inject({ url: '/api/products?page=1', headers: auth });
      const product = () => app.inject({ url: `/api/products/${productId}`, headers: auth });
      await measure('listing (GET /api/products?page=1)', cartSize, listing, () =>
        app.inject({ url: '/api/products?page=2', headers: auth }),
      );
      await measure('product (GET /api/products/:id)', cartSize, product, () =>
        app.inject({ url: `/api/products/${otherProductId}`, headers: auth }),
      );
      // A sorted and filtered listing (decision 042): one statement too, the filters inside it. Warmed
      // with another price range, so the counted request is a miss.
      const filtered = (minPrice: number) =>
        `/api/products?page=1&sort=price-asc&size=L&color=black&minPrice=${minPrice}&maxPrice=60000`;
      await measure(
        'filtered listing (GET /api/products?page=1&sort=price-asc&size=L&color=black&minPrice=…&maxPrice=…)',
        cartSize,
        () => app.inject({ url: filtered(20000), headers: auth }),
        () => app.inject({ url: filtered(15000), headers: auth }),
      );
      // The owner's order list: its count, its page of orders with their accounts, then their lines,
      // timelines and transfers (read together), the session's check first.
      await measure('admin order list (GET /api/admin/orders?page=1)', cartSize, () =>
        app.inject({ url: '/api/admin/orders?page=1', headers: ownerAuth }),
      );
      await measure('listing, repeated (kept in memory)', cartSize, listing, null);
      await measure('product, repeated (kept in memory)', cartSize, product, null);
      const etag = String((await listing()).headers.etag);
      await measure('listing, If-None-Match (304)', cartSize, () =>
        app.inject({ url: '/api/products?page=1', headers: { ...auth, 'if-none-match': etag } }),
      );
      // The cart holds cartSize lines after the add: the first call adds the line, the counted one adds 1 more of it.
      const added = lines[cartSize - 1]!;
      await measure('add to cart (POST /api/auth/cart/add)', cartSize, () =>
        app.inject({ method: 'POST', url: '/api/auth/cart/add', headers: auth, payload: added }),
      );
      const order = orderBody(lines.slice(0, cartSize));
      await measure('guest checkout (POST /api/auth/guest-orders)', cartSize, () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/guest-orders',
          headers: { 'idempotency-key': `bench-count-${randomUUID()}` },
          payload: order,
        }),
      );
      await measure('customer checkout (POST /api/auth/orders)', cartSize, () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/orders',
          headers: { ...auth, 'idempotency-key': `bench-count-${randomUUID()}` },
          payload: { ...order, isGuest: false },
        }),
      );
    }
  } finally {
    await app.close();
    await database.close();
  }
  return counts;
}
