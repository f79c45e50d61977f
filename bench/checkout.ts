import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { StockUnit } from './catalogue.ts';
import { DURATION, load, type Load } from './lib.ts';
import { buyer, orderBody, pickLines } from './orders.ts';

/** One in this many requests sends the key and body of the request sent just before it again. */
const REPEAT_EVERY = 20;

type Sent = { key: string; body: string };

export type CheckoutResult = Load & {
  ordersPerSecond: number;
  created: number;
  repeats: number;
  ordersInDatabase: number;
  keysAnswered: number;
  duplicateOrders: number;
  keysAnsweredWithTwoOrders: number;
  negativeStock: number;
  stockMismatches: number;
  unitsSold: number;
};

/**
 * Per size, its stock plus the units every bench order ever took of it (any run's): a sum no
 * order changes, since an order moves units from the one to the other in one transaction. Read in
 * one snapshot, it holds however the runs overlap: an order of the previous run cut off in flight
 * that commits after this run began is on both sides.
 */
async function stockAndBenchSales(client: pg.Client): Promise<Map<string, number>> {
  const { rows } = await client.query<{ unit: string; units: number }>(
    `select s.variant_id || '/' || s.size as unit, s.stock + coalesce(sum(i.quantity), 0)::int as units
     from variant_stock s
     left join order_items i on i.variant_id = s.variant_id and i.size = s.size
       and exists (select from orders o where o.order_id = i.order_id and o.idempotency_key like 'bench-%')
     group by s.variant_id, s.size, s.stock`,
  );
  return new Map(rows.map((r) => [r.unit, r.units]));
}

/**
 * Guest checkouts with 2-line carts from `shoppers` clients placing orders back to back, all from
 * one address (as a sale behind a carrier NAT), each order with its own Idempotency-Key and its
 * own buyer (phone and email); one in REPEAT_EVERY repeats the previous request (same key, same
 * body), often while that one is still in flight, as a client retrying after a lost answer does.
 * Afterwards the database is read: one order per key, no negative stock, and for every size
 * stock + units sold by bench orders as before (stockAndBenchSales).
 */
export async function checkoutLoad(
  shopUrl: string,
  databaseUrl: string,
  units: StockUnit[],
  shoppers: number,
  seconds = DURATION,
): Promise<CheckoutResult> {
  const run = randomBytes(4).toString('hex');
  const prefix = `bench-${run}-`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read');
    const initial = await stockAndBenchSales(client);
    await client.query('commit');
    let next = 0;
    let previous: Sent | undefined;
    let repeats = 0;
    let recording = false;
    const answers = new Map<string, Set<string>>();
    const load201 = { created: 0 };

    const request = {
      method: 'POST',
      path: '/api/auth/guest-orders',
      setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => {
        let sent: Sent;
        if (previous && next % REPEAT_EVERY === 0) {
          sent = previous;
          if (recording) repeats++;
          next++;
        } else {
          const n = next++;
          sent = { key: `${prefix}${n}`, body: JSON.stringify(orderBody(pickLines(units, 2), buyer(run, n))) };
        }
        previous = sent;
        context.key = sent.key;
        return {
          ...req,
          headers: { 'content-type': 'application/json', 'idempotency-key': sent.key },
          body: sent.body,
        };
      },
      onResponse: (status: number, body: string, context: Record<string, unknown>) => {
        if (status !== 200 && status !== 201) return;
        if (status === 201 && recording) load201.created++;
        const key = String(context.key);
        const orderId = (JSON.parse(body) as { orderId: string }).orderId;
        const seen = answers.get(key) ?? new Set<string>();
        seen.add(orderId);
        answers.set(key, seen);
      },
    };
    // The warm-up places orders too (counted in the database checks, not in orders/s).
    await load(shopUrl, { requests: [request], connections: shoppers, seconds: Math.min(2, DURATION), warmup: 0 });
    recording = true;
    const measured = await load(shopUrl, { requests: [request], connections: shoppers, seconds, warmup: 0 });
    recording = false;

    // Requests cut off when the run ended may still commit: read everything in one snapshot, so
    // every order is seen with both its lines and the stock it took, or with neither.
    await client.query('begin isolation level repeatable read');
    const { rows: counted } = await client.query<{ orders: number; keys: number }>(
      `select count(*)::int as orders, count(distinct idempotency_key)::int as keys from orders where idempotency_key like $1`,
      [`${prefix}%`],
    );
    const { rows: byKey } = await client.query<{ key: string; order_id: string }>(
      `select idempotency_key as key, order_id from orders where idempotency_key like $1`,
      [`${prefix}%`],
    );
    const inDatabase = new Map(byKey.map((r) => [r.key, r.order_id]));
    let keysAnsweredWithTwoOrders = 0;
    let answerNotInDatabase = 0;
    for (const [key, orderIds] of answers) {
      if (orderIds.size > 1) keysAnsweredWithTwoOrders++;
      for (const id of orderIds) if (inDatabase.get(key) !== id) answerNotInDatabase++;
    }
    const { rows: sold } = await client.query<{ unit: string; sold: number }>(
      `select i.variant_id || '/' || i.size as unit, sum(i.quantity)::int as sold
       from order_items i join orders o on o.order_id = i.order_id
       where o.idempotency_key like $1 group by 1`,
      [`${prefix}%`],
    );
    const after = await stockAndBenchSales(client);
    let stockMismatches = 0;
    for (const [unit, before] of initial) if (after.get(unit) !== before) stockMismatches++;
    const { rows: negative } = await client.query<{ n: number }>(
      `select count(*)::int as n from variant_stock where stock < 0`,
    );
    await client.query('commit');
    return {
      ...measured,
      ordersPerSecond: Math.round(load201.created / measured.seconds),
      created: load201.created,
      repeats,
      ordersInDatabase: counted[0]!.orders,
      keysAnswered: answers.size,
      duplicateOrders: counted[0]!.orders - counted[0]!.keys + answerNotInDatabase,
      keysAnsweredWithTwoOrders,
      negativeStock: negative[0]!.n,
      stockMismatches,
      unitsSold: sold.reduce((total, r) => total + r.sold, 0),
    };
  } finally {
    await client.end();
  }
}

/**
 * The checkout's control: `count` bare transactions through pg (BEGIN; one INSERT of a row the
 * size of an order; COMMIT) from `callers` concurrent callers over a pool of 10 connections,
 * the shop's pool size, on the same PostgreSQL. What the database can commit, without the
 * shop's reads, stock updates, order lines and HTTP.
 */
export async function insertControl(databaseUrl: string, count: number, callers: number) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  await pool.query(`create table if not exists bench_control (id bigserial primary key, key text unique, body text)`);
  const payload = 'x'.repeat(400);
  const latencies: number[] = [];
  let issued = 0;
  const worker = async () => {
    while (issued < count) {
      issued++;
      const started = performance.now();
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query('insert into bench_control (key, body) values ($1, $2)', [
          randomBytes(12).toString('hex'),
          payload,
        ]);
        await client.query('commit');
      } finally {
        client.release();
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: callers }, worker));
  const seconds = (performance.now() - started) / 1000;
  await pool.query('drop table bench_control');
  await pool.end();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!);
  return { transactionsPerSecond: Math.round(count / seconds), p50: at(0.5), p99: at(0.99), count };
}
