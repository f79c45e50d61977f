import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect } from '../../src/db/client.ts';
import { freePort } from '../../src/db/embedded.ts';
import { createTestDatabase } from '../support/shop.ts';
import { addProducts } from '../support/catalog.ts';
import { billing } from '../support/orders.ts';
import { RELAXED_LIMITS, type ServerProcess, startServerProcess } from '../support/server-process.ts';

/**
 * A shop server process for the crash and stop tests. With TEST_DATABASE_URL set it runs on a
 * database of that server (DATABASE_URL); otherwise on its own embedded PostgreSQL in DATA_DIR,
 * which a SIGKILL leaves orphaned for the next start to deal with.
 */
export async function shopProcessEnv() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-fault-'));
  fs.chmodSync(dataDir, 0o755);
  const databaseUrl = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: 'admin12345',
    // The tests stand where a load balancer would, and tell each request's client by X-Forwarded-For.
    TRUST_PROXY: 'loopback',
    ...RELAXED_LIMITS,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const port = await freePort();
  return {
    env,
    port,
    dataDir,
    embedded: !databaseUrl,
    /** Where the test reads what the server wrote. */
    databaseUrl: () => {
      if (databaseUrl) return databaseUrl;
      const state = JSON.parse(fs.readFileSync(path.join(dataDir, 'postgres.json'), 'utf8')) as {
        port: number;
        password: string;
      };
      return `postgres://shop:${encodeURIComponent(state.password)}@127.0.0.1:${state.port}/shop`;
    },
    start: (extra: Record<string, string> = {}): ServerProcess => startServerProcess({ ...env, ...extra }, port),
    remove: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

export type Line = { productId: string; color: string; size: string; quantity: number };

/** A product in two colours with known stock per size, written the way the admin writes it. */
export async function seedStock(databaseUrl: string, units: number): Promise<string> {
  const database = connect(databaseUrl, 1);
  try {
    const [id] = await addProducts(database.db, [
      {
        itemName: 'Crash Test Hoodie',
        price: 30_000,
        variants: [
          { color: 'Black', sizes: { S: units, M: units, L: units } },
          { color: 'White', sizes: { M: units } },
        ],
      },
    ]);
    return id!;
  } finally {
    await database.close();
  }
}

export const orderBody = (lines: Line[]) => ({ cartItems: lines, billingDetails: billing, paymentMethod: 'cod' });

export type Placed = { orderId: string; total: number };
type Reply = { orderId: string; message?: string; order: { total: number } };

/** POST a guest order; answers the status and the order, or throws on a broken connection. */
export async function placeGuestOrder(port: number, key: string, lines: Line[], requestId?: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/guest-orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': key,
      ...(requestId ? { 'x-request-id': requestId } : {}),
    },
    body: JSON.stringify(orderBody(lines)),
  });
  const body = (await res.json()) as Reply;
  return { status: res.status, body };
}

/** A small seeded random source, so a failing run can be replayed (the seed is in the test name). */
export function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

/**
 * What the database says after a run: per colour and size, the stock left and the units sold by
 * orders not cancelled; every order's money; the orders of the given ids.
 */
export async function ledger(databaseUrl: string, productId: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: sizes } = await client.query<{ color: string; size: string; stock: number; sold: number }>(
      `select v.color, s.size, s.stock,
              coalesce((select sum(i.quantity) from order_items i join orders o using (order_id)
                        where i.variant_id = v.id and i.size = s.size and o.status <> 'cancelled'), 0)::int as sold
         from product_variants v join variant_stock s on s.variant_id = v.id
        where v.product_id = $1 order by v.color, s.size`,
      [productId],
    );
    const { rows: orders } = await client.query<{
      order_id: string;
      total: number;
      subtotal: number;
      shipping_cost: number;
      lines: number;
      line_sum: number | null;
      bad_lines: number;
    }>(
      `select o.order_id, o.total, o.subtotal, o.shipping_cost,
              count(i.*)::int as lines, sum(i.price * i.quantity)::int as line_sum,
              count(*) filter (where i.quantity < 1 or i.price < 0)::int as bad_lines
         from orders o left join order_items i using (order_id) group by o.order_id`,
    );
    return { sizes, orders };
  } finally {
    await client.end();
  }
}
