import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../support/server-process.ts';
import { ledger, placeGuestOrder, seedStock, shopProcessEnv, type Placed } from './shop-process.ts';

/**
 * SIGTERM while a few dozen requests are in flight: each of them is answered (its normal answer,
 * or 503), the process exits 0 within 10 s, and the next start needs no repair.
 */
const UNITS = 100;
const SIGN_UPS = 24;
const CHECKOUTS = 24;

type Outcome = { id: string; status?: number; error?: string; order?: Placed };

describe('SIGTERM under load', () => {
  let shop: Awaited<ReturnType<typeof shopProcessEnv>>;
  let server: ServerProcess;
  let productId: string;
  beforeAll(async () => {
    shop = await shopProcessEnv();
    // Info logs: the test sees each request arrive ("incoming request" with its id).
    server = shop.start({ LOG_LEVEL: 'info' });
    expect(await server.ready(), server.output().slice(-2000)).toBe(true);
    productId = await seedStock(shop.databaseUrl(), UNITS);
  });
  afterAll(async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    shop.remove();
  });

  const signUp = async (i: number): Promise<Outcome> => {
    const id = `sigterm-signup-${i}`;
    try {
      const res = await fetch(`http://127.0.0.1:${shop.port}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': id, 'x-forwarded-for': `10.77.0.${i + 1}` },
        body: JSON.stringify({ name: 'Aung Aung', email: `load-${randomUUID()}@example.com`, password: 'secret123' }),
      });
      await res.text();
      return { id, status: res.status };
    } catch (error) {
      return { id, error: String((error as Error).cause ?? error) };
    }
  };

  const checkout = async (i: number): Promise<Outcome> => {
    const id = `sigterm-order-${i}`;
    const lines = [{ productId, color: 'Black', size: ['S', 'M', 'L'][i % 3]!, quantity: 1 }];
    try {
      const { status, body } = await placeGuestOrder(shop.port, `sigterm-${randomUUID()}`, lines, id);
      return { id, status, ...(status === 201 ? { order: { orderId: body.orderId, total: body.order.total } } : {}) };
    } catch (error) {
      return { id, error: String((error as Error).cause ?? error) };
    }
  };

  it('answers every request in flight, exits 0 within 10 s, and starts again cleanly', async () => {
    let signalled = false;
    const outcomes: Outcome[] = [];
    let answeredBeforeSignal = 0;
    let signalAt = 0;
    let logBefore = 0;
    // On a fast database a round can be answered whole before the test sees the last request arrive:
    // then nothing was in flight, and another round is sent (the ledger holds across rounds).
    for (let round = 0; round < 5 && !signalled; round++) {
      let answered = 0;
      const count = <T>(p: Promise<T>) =>
        p.then((v) => {
          answered++;
          return v;
        });
      const inFlight = [
        ...Array.from({ length: SIGN_UPS }, (_, i) => count(signUp(round * SIGN_UPS + i))),
        ...Array.from({ length: CHECKOUTS }, (_, i) => count(checkout(round * CHECKOUTS + i))),
      ];
      const ids = [
        ...Array.from({ length: SIGN_UPS }, (_, i) => `sigterm-signup-${round * SIGN_UPS + i}`),
        ...Array.from({ length: CHECKOUTS }, (_, i) => `sigterm-order-${round * CHECKOUTS + i}`),
      ];
      // Signal only once the server has received every one of them, and while some are unanswered.
      const arrived = () => ids.every((id) => server.output().includes(`"reqId":"${id}"`));
      while (!arrived() && server.child.exitCode === null) await new Promise((r) => setTimeout(r, 2));
      if (answered < ids.length) {
        logBefore = shop.embedded ? fs.statSync(path.join(shop.dataDir, 'postgres.log')).size : 0;
        signalled = true;
        answeredBeforeSignal = answered;
        signalAt = Date.now();
        server.child.kill('SIGTERM');
      }
      outcomes.push(...(await Promise.all(inFlight)));
    }
    expect(signalled, 'no round had requests still in flight when the server had them all').toBe(true);
    expect(answeredBeforeSignal).toBeLessThan(SIGN_UPS + CHECKOUTS);
    const code = await server.exited;
    const stopMs = Date.now() - signalAt;

    const wrong = outcomes.filter((o) =>
      o.id.startsWith('sigterm-signup') ? ![201, 503].includes(o.status!) : ![201, 409, 503].includes(o.status!),
    );
    expect(wrong).toEqual([]);
    expect(code, server.output().slice(-2000)).toBe(0);
    expect(stopMs).toBeLessThan(10_000);

    const next = shop.start();
    expect(await next.ready(), next.output().slice(-2000)).toBe(true);
    server = next;
    const health = await fetch(`http://127.0.0.1:${shop.port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'ok' });
    if (shop.embedded) {
      const log = fs.readFileSync(path.join(shop.dataDir, 'postgres.log'), 'utf8').slice(logBefore);
      expect(log).not.toMatch(/not properly shut down|automatic recovery|redo starts/);
    }

    const { sizes, orders } = await ledger(shop.databaseUrl(), productId);
    for (const row of sizes) expect(row.stock + row.sold, `${row.color} ${row.size}`).toBe(UNITS);
    const stored = new Set(orders.map((o) => o.order_id));
    for (const o of outcomes.filter((x) => x.order)) expect(stored.has(o.order!.orderId), o.id).toBe(true);

    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 90_000);
});
