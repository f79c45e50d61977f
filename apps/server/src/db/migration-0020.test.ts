import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/support/migrations.ts';
import { runMigrations, type Database } from './client.ts';

const TAG = '0020_size_sets';

describe(`migration ${TAG} on a shop with products`, () => {
  let database: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ database, close } = await databaseBefore(TAG));
  });
  afterAll(() => close());

  it('gives every product the clothing set and keeps its stock in XS to XXL order', async () => {
    const { db } = database;
    const product = '6f1c1d3e-0000-4000-8000-000000000001';
    const variant = '6f1c1d3e-0000-4000-8000-000000000002';
    await db.execute(sql`insert into products (id, item_name, main_category, gender, price)
      values (${product}, 'Old Sneaker', 'Shoe', 'male', 90000)`);
    await db.execute(
      // Migration 0019 (the palette) came first: a variant names a palette colour by its key too.
      sql`insert into product_variants (id, product_id, color, color_key) values (${variant}, ${product}, 'White', 'white')`,
    );
    await db.execute(sql`insert into variant_stock (variant_id, size, stock)
      values (${variant}, 'XL', 1), (${variant}, 'S', 4), (${variant}, 'M', 2)`);

    await runMigrations(database.pool);

    expect((await db.execute(sql`select size_set, custom_sizes from products`)).rows).toEqual([
      { size_set: 'clothing', custom_sizes: [] },
    ]);
    const stock = await db.execute(sql`select size, stock, position from variant_stock order by position`);
    expect(stock.rows).toEqual([
      { size: 'S', stock: 4, position: 1 },
      { size: 'M', stock: 2, position: 2 },
      { size: 'XL', stock: 1, position: 4 },
    ]);
    // Any set's size fits now, within 12 characters; an unknown set does not.
    await db.execute(
      sql`insert into variant_stock (variant_id, size, stock, position) values (${variant}, 'EU 42', 1, 7)`,
    );
    await expect(
      db.execute(sql`insert into variant_stock (variant_id, size, stock) values (${variant}, 'thirteen char', 1)`),
    ).rejects.toThrow();
    await expect(db.execute(sql`update products set size_set = 'huge'`)).rejects.toThrow();
  });
});
