import { randomUUID } from 'node:crypto';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { catalogLinesSql } from '../apps/server/src/modules/cart/index.ts';
import { connect } from '../apps/server/src/db/client.ts';
import type { StockUnit } from './catalogue.ts';
import { orderBody, pickLines } from './orders.ts';
import { inProcessApp } from './queries.ts';
import type { Row } from './report.ts';

const ORDERS = 12;
// A guest's lines are read in its limits' statement (decision 054): `catalog_lines` is the customer's.
const STATEMENTS = ['guest_order_start', 'orders_place'];

export type Plans = { name: string; custom: number; generic: number };
export type PlanCounts = { statements: Plans[]; control: Plans };

async function plansOf(client: pg.PoolClient, names: string[]): Promise<Plans[]> {
  const { rows } = await client.query<{ name: string; custom: number; generic: number }>(
    `select name, custom_plans::int as custom, generic_plans::int as generic from pg_prepared_statements
      where name = any($1) order by name`,
    [names],
  );
  return rows;
}

/**
 * How PostgreSQL plans checkout's three prepared statements (decisions 024, 036), on the bench's catalogue
 * and order history: ORDERS guest orders of 1 to 4 lines through the app in this process, on a pool
 * of one connection, then what `pg_prepared_statements` of that connection counts for each: plans
 * made with the values (custom) and without (generic). After five runs PostgreSQL keeps the
 * generic plan if it costs no more; a statement planned anew on every order pays that planning on
 * every order. The control is the shop's own line look-up (`catalogLinesSql`) with its arrays given bare instead of as sub-selects, run as many times with lines of the
 * same sizes on the same connection: PostgreSQL counts a bare array's items, so it plans anew.
 */
export async function planCounts(databaseUrl: string, dataDir: string, units: StockUnit[]): Promise<PlanCounts> {
  const database = connect(databaseUrl, 1);
  const { app } = await inProcessApp(database, databaseUrl, dataDir);
  const sizes = Array.from({ length: ORDERS }, (_, n) => 1 + (n % 4));
  try {
    for (const size of sizes) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/guest-orders',
        headers: { 'idempotency-key': `bench-plans-${randomUUID()}` },
        payload: orderBody(pickLines(units, size)),
      });
      if (res.statusCode !== 201) throw new Error(`plans: an order answered ${res.statusCode} ${res.body}`);
    }
    // The pool's one connection, the one every order ran on: prepared statements live per connection.
    const client = await database.pool.connect();
    try {
      const statements = await plansOf(client, STATEMENTS);
      const bare = new PgDialect().sqlToQuery(catalogLinesSql).sql.replace(/\(select (\$\d+::\w+\[\])\)/g, '$1');
      for (const size of sizes) {
        const lines = pickLines(units, size);
        const values = [lines.map((l) => l.productId), lines.map((l) => l.color), lines.map((l) => l.size)];
        await client.query({ name: 'plans_control', text: bare, values });
      }
      const [control] = await plansOf(client, ['plans_control']);
      return { statements, control: control! };
    } finally {
      client.release();
    }
  } finally {
    await app.close();
    await database.close();
  }
}

/** One row per checkout statement; the bare-array look-up is the control of both. */
export function planRows({ statements, control }: PlanCounts): Row[] {
  const plans = (p: Plans) => `${p.custom} custom / ${p.generic} generic`;
  return statements.map((p) => ({
    scenario: `plans of ${p.name} over ${ORDERS} orders of 1–4 lines`,
    value: plans(p),
    control: `${plans(control)} (the line look-up with bare arrays)`,
    goal: '≤ 5 custom, then generic',
    met: p.custom <= 5 && p.generic >= ORDERS - 5,
    detail: { statement: p, control },
  }));
}
