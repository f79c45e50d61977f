import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/shop.ts';
import { connect, type Database } from './client.ts';

const folder = new URL('./migrations/', import.meta.url);
const journal = JSON.parse(fs.readFileSync(new URL('meta/_journal.json', folder), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};

/** Runs the migrations from `first` to `last` (by number) as the migrator does, statement by statement. */
async function migrate(database: Database, first: number, last: number) {
  for (const { tag } of journal.entries.filter((e) => e.idx >= first && e.idx <= last)) {
    const text = fs.readFileSync(new URL(`${tag}.sql`, folder), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await database.db.execute(sql.raw(statement));
    }
  }
}

describe('migration 0015: KBZ Pay settings and orders carry over to the wallets', () => {
  let database: Database;
  beforeAll(async () => {
    database = connect(await createTestDatabase({ empty: true }), 1);
  });
  afterAll(() => database.close());

  const rows = async (query: ReturnType<typeof sql>) =>
    (await database.db.execute<Record<string, unknown>>(query)).rows;

  it("keeps today's KBZ Pay account, orders and their due times; the other wallets start off", async () => {
    await migrate(database, 0, 14);
    await database.db.execute(sql`update payment_settings set kbzpay_enabled = true, account_name = 'Street Shop',
      phone = '09780011223', qr_image = '/uploads/qr-1-400.webp', instructions_en = 'Scan it',
      instructions_my = 'စကင်ဖတ်ပါ', hold_seconds = 7200 where id = 1`);
    await database.db.execute(sql`insert into orders (order_id, is_guest, payment_method, status, subtotal,
        shipping_cost, total, name, email, phone, region, city, township, full_address, request_hash, created_at)
      values ('ORD-TEST-0000-0001', true, 'kbzpay', 'pending', 1000, 3000, 4000, 'Aung', 'a@example.com',
        '09781112223', 'yangon', 'yangon', 'Kamayut', 'No. 1', 'h1', '2026-11-01T00:00:00Z')`);

    await migrate(database, 15, 15);

    expect(
      await rows(sql`select wallet, enabled, account_name, phone, qr_image, instructions_en, instructions_my,
        hold_seconds, bank_name, account_number from payment_wallets order by wallet`),
    ).toEqual([
      expect.objectContaining({ wallet: 'ayapay', enabled: false, account_name: '', qr_image: null }),
      expect.objectContaining({ wallet: 'bank', enabled: false, bank_name: '', account_number: '' }),
      expect.objectContaining({ wallet: 'cbpay', enabled: false }),
      {
        wallet: 'kbzpay',
        enabled: true,
        account_name: 'Street Shop',
        phone: '09780011223',
        qr_image: '/uploads/qr-1-400.webp',
        instructions_en: 'Scan it',
        instructions_my: 'စကင်ဖတ်ပါ',
        hold_seconds: 7200,
        bank_name: '',
        account_number: '',
      },
      expect.objectContaining({ wallet: 'wavepay', enabled: false }),
    ]);
    expect(await rows(sql`select to_regclass('payment_settings') as old`)).toEqual([{ old: null }]);
    // The KBZ Pay order is as it was: its due time from the hold time of its day (2 hours).
    expect(
      await rows(sql`select payment_method, payment_due_at = created_at + interval '2 hours' as due
        from orders where order_id = 'ORD-TEST-0000-0001'`),
    ).toEqual([{ payment_method: 'kbzpay', due: true }]);

    // A Wave Pay order placed now takes Wave Pay's own hold time.
    await database.db.execute(sql`update payment_wallets set hold_seconds = 1800 where wallet = 'wavepay'`);
    await database.db.execute(sql`insert into orders (order_id, is_guest, payment_method, status, subtotal,
        shipping_cost, total, name, email, phone, region, city, township, full_address, request_hash)
      values ('ORD-TEST-0000-0002', true, 'wavepay', 'pending', 1000, 3000, 4000, 'Aung', 'a@example.com',
        '09781112223', 'yangon', 'yangon', 'Kamayut', 'No. 1', 'h2')`);
    expect(
      await rows(sql`select payment_due_at = created_at + interval '30 minutes' as due, status
        from orders where order_id = 'ORD-TEST-0000-0002'`),
    ).toEqual([{ due: true, status: 'pending' }]);
  });
});
