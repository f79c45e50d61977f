import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/shop.ts';
import { connect, type Database } from './client.ts';

const MIGRATION = new URL('./migrations/0013_transaction_keys.sql', import.meta.url);

/** The migration's data part: what it does to rows written before it (its column exists already here). */
const dataStatements = fs
  .readFileSync(MIGRATION, 'utf8')
  .split('--> statement-breakpoint')
  .filter((statement) => /^\s*(--[^\n]*\n\s*)*UPDATE/.test(statement));

describe('migration 0013: transaction keys for the ids already sent, stranded transfers closed', () => {
  let database: Database;
  beforeAll(async () => {
    database = connect(await createTestDatabase(), 1);
  });
  afterAll(() => database.close());

  const rows = async (query: ReturnType<typeof sql>) =>
    (await database.db.execute<Record<string, unknown>>(query)).rows;
  const order = (id: string, status: string) =>
    database.db.execute(sql`insert into orders (order_id, is_guest, payment_method, status, subtotal, shipping_cost,
        total, name, email, phone, region, city, township, full_address, request_hash)
      values (${id}, true, 'kbzpay', ${status}, 1000, 3000, 4000, 'Aung', 'a@example.com', '09781112223',
        'yangon', 'yangon', 'Kamayut', 'No. 1', ${id})`);

  it('spells every key one way and closes the transfers left waiting on cancelled orders', async () => {
    expect(dataStatements).toHaveLength(2);
    await order('ORD-TEST-0000-0001', 'pending');
    await order('ORD-TEST-0000-0002', 'cancelled');
    await order('ORD-TEST-0000-0003', 'cancelled');
    // Written before the key existed: the column holds nothing meaningful yet.
    await database.db.execute(sql`insert into payment_submissions (order_id, transaction_id, transaction_key, state)
      values ('ORD-TEST-0000-0001', '0100-3984-022', '', 'waiting'),
        ('ORD-TEST-0000-0002', '01003984022', '', 'waiting'),
        ('ORD-TEST-0000-0003', 'KBZ-77', '', 'rejected')`);

    for (const statement of dataStatements) await database.db.execute(sql.raw(statement));

    expect(
      await rows(sql`select order_id, transaction_key, state, reject_reason, decided_at is not null as decided
        from payment_submissions order by order_id`),
    ).toEqual([
      {
        order_id: 'ORD-TEST-0000-0001',
        transaction_key: '01003984022',
        state: 'waiting',
        reject_reason: null,
        decided: false,
      },
      {
        order_id: 'ORD-TEST-0000-0002',
        transaction_key: '01003984022',
        state: 'closed',
        reject_reason: 'Order cancelled',
        decided: true,
      },
      {
        order_id: 'ORD-TEST-0000-0003',
        transaction_key: 'KBZ77',
        state: 'rejected',
        reject_reason: null,
        decided: false,
      },
    ]);
  });
});
