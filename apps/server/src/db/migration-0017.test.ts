import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/support/migrations.ts';
import { runMigrations, type Database } from './client.ts';

const TAG = '0017_catalogue_in_burmese';

describe(`migration ${TAG} on a shop with products and orders`, () => {
  let database: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ database, close } = await databaseBefore(TAG));
  });
  afterAll(() => close());

  it('keeps every product and order line as it was, with empty Burmese texts', async () => {
    const { db } = database;
    await db.execute(sql`insert into products (id, item_name, description, details, material, main_category, gender, price)
      values ('6f1c1d3e-0000-4000-8000-000000000001', 'Old Tee', 'Soft', '<p>Cotton</p>', 'Cotton', 'T-shirt', 'male', 20000)`);
    await db.execute(sql`insert into orders (order_id, is_guest, payment_method, subtotal, shipping_cost, total, name, email,
        phone, region, city, township, full_address, request_hash)
      values ('ORD-OLD1-OLD1-01', true, 'cod', 20000, 3000, 23000, 'Aung', 'a@example.com', '09450012345', 'yangon',
        'yangon', 'Kamayut', 'No. 1', 'h')`);
    await db.execute(sql`insert into order_items (order_id, position, product_id, variant_id, item_name, color, size, price, quantity)
      values ('ORD-OLD1-OLD1-01', 0, '6f1c1d3e-0000-4000-8000-000000000001', '6f1c1d3e-0000-4000-8000-000000000002',
        'Old Tee', 'Black', 'M', 20000, 1)`);

    await runMigrations(database.pool);

    const product = (
      await db.execute(sql`select item_name, description, details, material, item_name_my, description_my, details_my,
        material_my from products`)
    ).rows;
    expect(product).toEqual([
      {
        item_name: 'Old Tee',
        description: 'Soft',
        details: '<p>Cotton</p>',
        material: 'Cotton',
        item_name_my: '',
        description_my: '',
        details_my: '',
        material_my: '',
      },
    ]);
    const line = (await db.execute(sql`select item_name, item_name_my, price from order_items`)).rows;
    expect(line).toEqual([{ item_name: 'Old Tee', item_name_my: '', price: 20000 }]);
  });
});
