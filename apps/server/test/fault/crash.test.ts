import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../support/server-process.ts';
import { ledger, placeGuestOrder, random, seedStock, shopProcessEnv, type Line, type Placed } from './shop-process.ts';

/**
 * A loop of guest checkouts against the real server process, killed with SIGKILL at random
 * moments and started again, ten times. After it: the server came back every time, every order a
 * client was told about exists, the units clients were told they bought are the units sold (never
 * more than there were) and stock + sold = what there was, no order has odd money.
 */
const SEED = Number(process.env.CRASH_SEED ?? 7_007);
const CYCLES = 10;
const UNITS = 150;
const WORKERS = 4;

describe(`checkouts through SIGKILL and restart (seed ${SEED})`, () => {
  let shop: Awaited<ReturnType<typeof shopProcessEnv>>;
  const rng = random(SEED);
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    shop = await shopProcessEnv();
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    shop.remove();
  });

  /** Keys whose answer never arrived: sent again (same key, same lines) after the restart. */
  const unanswered = new Map<string, Line[]>();
  const acknowledged = new Map<string, Placed & { lines: Line[] }>();
  let productId = '';

  const randomLines = (): Line[] => {
    const options = [
      { color: 'Black', size: 'S' },
      { color: 'Black', size: 'M' },
      { color: 'Black', size: 'L' },
      { color: 'White', size: 'M' },
    ];
    const first = options[rng.int(0, 3)]!;
    const second = options[rng.int(0, 3)]!;
    const lines = [{ productId, ...first, quantity: rng.int(1, 3) }];
    if (second !== first && rng.next() < 0.5) lines.push({ productId, ...second, quantity: rng.int(1, 2) });
    return lines;
  };

  async function settle(key: string, lines: Line[], requestId?: string): Promise<void> {
    try {
      const { status, body } = await placeGuestOrder(shop.port, key, lines, requestId);
      if (status === 200 || status === 201) {
        const earlier = acknowledged.get(key);
        if (earlier) expect(body.orderId, 'a repeated key answers the same order').toBe(earlier.orderId);
        acknowledged.set(key, { orderId: body.orderId, total: body.order.total, lines });
        unanswered.delete(key);
      } else if (status === 409) {
        unanswered.delete(key); // out of stock: no order, and the client knows it
      } else {
        throw new Error(`checkout answered ${status}: ${JSON.stringify(body)}`);
      }
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('checkout answered')) throw error;
      unanswered.set(key, lines); // the connection broke: the client cannot know, it will retry
    }
  }

  async function startAndWait(cycle: number): Promise<ServerProcess> {
    const next = shop.start();
    const up = await next.ready();
    expect(up, `start ${cycle} never answered health:\n${next.output().slice(-2000)}`).toBe(true);
    return next;
  }

  it('comes back after every kill and loses or doubles no order', async () => {
    server = await startAndWait(0);
    productId = await seedStock(shop.databaseUrl(), UNITS);
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      for (const [key, lines] of [...unanswered]) await settle(key, lines);
      let killed = false;
      const worker = async () => {
        while (!killed) await settle(`crash-${randomUUID()}`, randomLines());
      };
      const workers = Array.from({ length: WORKERS }, worker);
      await new Promise((r) => setTimeout(r, rng.int(50, 900)));
      killed = true;
      server.child.kill('SIGKILL');
      await server.exited;
      await Promise.all(workers);
      // Every third round the server is also killed while it starts (PostgreSQL, migrations).
      if (cycle % 3 === 0) {
        const starting = shop.start();
        await new Promise((r) => setTimeout(r, rng.int(100, 1500)));
        starting.child.kill('SIGKILL');
        await starting.exited;
      }
      server = await startAndWait(cycle);
    }
    for (const [key, lines] of [...unanswered]) await settle(key, lines);
    expect(unanswered.size).toBe(0);
    expect(acknowledged.size).toBeGreaterThan(0);

    const { sizes, orders } = await ledger(shop.databaseUrl(), productId);
    // What the clients were told they bought, per colour and size (the database cannot vouch for it).
    const told = new Map<string, number>();
    for (const { lines } of acknowledged.values()) {
      for (const l of lines) told.set(`${l.color} ${l.size}`, (told.get(`${l.color} ${l.size}`) ?? 0) + l.quantity);
    }
    for (const row of sizes) {
      const size = `${row.color} ${row.size}`;
      expect(told.get(size) ?? 0, `${size}: units acknowledged, never more than there were`).toBeLessThanOrEqual(UNITS);
      expect(row.sold, `${size}: units sold = units acknowledged`).toBe(told.get(size) ?? 0);
      expect(row.stock + row.sold, `${size}: stock + sold`).toBe(UNITS);
    }
    const byId = new Map(orders.map((o) => [o.order_id, o]));
    for (const [key, placed] of acknowledged) {
      expect(byId.get(placed.orderId)?.total, `order ${placed.orderId} (key ${key})`).toBe(placed.total);
    }
    for (const o of orders) {
      expect(o.lines, o.order_id).toBeGreaterThan(0);
      expect(o.bad_lines, o.order_id).toBe(0);
      expect(o.subtotal, o.order_id).toBe(o.line_sum);
      expect(o.total, o.order_id).toBe(o.subtotal + o.shipping_cost);
      expect(o.shipping_cost, o.order_id).toBeGreaterThan(0);
    }
    // An order the server wrote but whose answer was lost was answered on the retry: no stray ones.
    expect(orders.length).toBe(new Set([...acknowledged.values()].map((p) => p.orderId)).size);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 240_000);
});
