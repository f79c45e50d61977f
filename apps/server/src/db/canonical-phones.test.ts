import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/shop.ts';
import { connect, type Database } from './client.ts';

const MIGRATION = new URL('./migrations/0010_languages_and_canonical_phones.sql', import.meta.url);

/** The migration's data part: what it does to rows written before it (its columns exist already here). */
const dataStatements = fs
  .readFileSync(MIGRATION, 'utf8')
  .split('--> statement-breakpoint')
  .filter((statement) => !/^\s*ALTER TABLE/.test(statement));

describe('migration 0010: existing phone numbers in the one canonical form', () => {
  let database: Database;
  beforeAll(async () => {
    database = connect(await createTestDatabase(), 1);
  });
  afterAll(() => database.close());

  const rows = async (query: ReturnType<typeof sql>) =>
    (await database.db.execute<Record<string, unknown>>(query)).rows;

  it('rewrites users, addresses and orders; the older of two accounts with one number keeps it', async () => {
    const typed = ['+959771234567', '09 781-234 567', '၀၉၄၅၀၀၁၂၃၄၅', '959 250 000 001', '+66 81 234 5678', 'n/a'];
    for (const [i, phone] of typed.entries()) {
      await database.db.execute(sql`insert into users (email, name, phone, created_at)
        values (${`u${i}@example.com`}, ${`User ${i}`}, ${phone}, now() - make_interval(days => ${10 - i}))`);
    }
    // A newer account holding another spelling of user 0's number.
    await database.db.execute(
      sql`insert into users (email, name, phone) values ('dup@example.com', 'Dup', '09771234567')`,
    );
    const [owner] = await rows(sql`select id from users where email = 'u0@example.com'`);
    await database.db.execute(sql`insert into addresses (user_id, name, email, phone, township, full_address)
      values (${owner!.id}, 'Aung', 'u0@example.com', '+95 9 771 234 567', 'Kamayut', 'No. 1')`);
    await database.db.execute(sql`insert into orders (order_id, is_guest, payment_method, subtotal, shipping_cost,
        total, name, email, phone, region, city, township, full_address, request_hash)
      values ('ORD-TEST-0000-0001', true, 'cod', 1000, 3000, 4000, 'Aung', 'a@example.com', '959-781-112-223',
        'yangon', 'yangon', 'Kamayut', 'No. 1', 'h')`);

    for (const statement of dataStatements) await database.db.execute(sql.raw(statement));

    expect(await rows(sql`select email, phone from users order by email`)).toEqual([
      { email: 'dup@example.com', phone: null },
      { email: 'u0@example.com', phone: '09771234567' },
      { email: 'u1@example.com', phone: '09781234567' },
      { email: 'u2@example.com', phone: '09450012345' },
      { email: 'u3@example.com', phone: '09250000001' },
      { email: 'u4@example.com', phone: '+66812345678' },
      { email: 'u5@example.com', phone: 'n/a' },
    ]);
    expect(await rows(sql`select phone from addresses`)).toEqual([{ phone: '09771234567' }]);
    expect(await rows(sql`select phone, language from orders`)).toEqual([{ phone: '09781112223', language: 'en' }]);
    expect(await rows(sql`select language from users group by language`)).toEqual([{ language: 'en' }]);
  });
});
