import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/support/migrations.ts';
import { runMigrations, type Database } from './client.ts';

const TAG = '0029_order_counts';

describe(`migration ${TAG} on a shop with orders`, () => {
  let database: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ database, close } = await databaseBefore(TAG));
  });
  afterAll(() => close());

  const sums = async () =>
    (
      await database.db.execute(sql`select sum(pending)::int as pending, sum(processing)::int as processing,
        sum(shipped)::int as shipped, sum(delivered)::int as delivered, sum(cancelled)::int as cancelled
        from order_counts`)
    ).rows[0];

  it('counts the orders there are, then every statement that adds, moves or removes some', async () => {
    const { db } = database;
    const order = (n: number, status: string) =>
      sql`(${`ORD-MIGR-0029-${String(n).padStart(4, '0')}`}, true, ${status}, 'cod', 1000, 0, 1000, 'Buyer',
        'buyer@example.com', '09450001234', 'yangon', 'yangon', 'Kamayut', 'No. 1', 'hash')`;
    const insert = (rows: ReturnType<typeof order>[]) =>
      db.execute(sql`insert into orders (order_id, is_guest, status, payment_method, subtotal, shipping_cost, total,
        name, email, phone, region, city, township, full_address, request_hash) values ${sql.join(rows, sql`, `)}`);
    await insert([order(1, 'pending'), order(2, 'pending'), order(3, 'shipped'), order(4, 'delivered')]);

    await runMigrations(database.pool);
    expect(await sums()).toEqual({ pending: 2, processing: 0, shipped: 1, delivered: 1, cancelled: 0 });

    await insert([order(5, 'pending'), order(6, 'cancelled')]);
    await db.execute(sql`update orders set status = 'processing' where status = 'pending'`);
    // An update that moves no order between statuses adds nothing.
    await db.execute(sql`update orders set updated_at = now(), status = status`);
    await db.execute(sql`delete from orders where order_id = 'ORD-MIGR-0029-0004'`);
    expect(await sums()).toEqual({ pending: 0, processing: 3, shipped: 1, delivered: 0, cancelled: 1 });
    // The first count, then one row per statement that changed a status: the no-op update wrote none.
    expect((await db.execute(sql`select count(*)::int as n from order_counts`)).rows[0]).toEqual({ n: 4 });

    // A statement rolled back leaves no count behind.
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update orders set status = 'cancelled'`);
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await sums()).toEqual({ pending: 0, processing: 3, shipped: 1, delivered: 0, cancelled: 1 });
  });
});
