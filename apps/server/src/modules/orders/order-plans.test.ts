import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../test/app.ts';
import { addProducts } from '../../../test/catalog-fixtures.ts';
import { billing, newKey, send } from '../../../test/order-fixtures.ts';

/**
 * A checkout's two statements are prepared and, after their first runs, keep one plan:
 * planned again on every order they cost about half of the checkout's PostgreSQL time (the
 * line arrays must stay sub-selects, see db/prepared.ts).
 */
describe('checkout statements', () => {
  let shop: TestShop;
  let ids: string[];

  beforeAll(async () => {
    shop = await createTestShop();
    ids = await addProducts(
      shop.database.db,
      Array.from({ length: 4 }, (_, i) => ({
        itemName: `Plan Tee ${i}`,
        variants: [{ color: 'Black', sizes: { S: 50, M: 50, L: 50 } }],
      })),
    );
    // Stock rows as many as the bench's 1,000 products have: on a few rows every plan costs
    // about the same, and PostgreSQL would keep one plan even for statements planned anew.
    await shop.database.db.execute(sql`
      with p as (
        insert into products (item_name, main_category, sub_category, gender, price, details)
        select 'Filler Tee ' || g, 'T-shirt', 'Tee', 'unisex', 20000, '' from generate_series(1, 2300) g
        returning id
      ), v as (
        insert into product_variants (product_id, position, color, name) select id, 0, 'Black', 'Filler' from p
        returning id
      )
      insert into variant_stock (variant_id, size, stock)
      select v.id, s, 5 from v cross join unnest(array['S', 'M', 'L', 'XL', 'XXL']) s`);
    await shop.database.db.execute(sql`analyze`);
  });
  afterAll(() => shop.close());

  it('are planned a few times, then run on one plan whatever the number of lines', async () => {
    for (let n = 0; n < 12; n++) {
      const cartItems = ids
        .slice(0, 1 + (n % ids.length))
        .map((productId) => ({ productId, color: 'Black', size: 'M', quantity: 1 }));
      const res = await send(shop, {
        method: 'POST',
        url: '/api/auth/guest-orders',
        payload: { cartItems, billingDetails: billing, paymentMethod: 'cod', isGuest: true },
        key: newKey(),
      });
      expect(res.statusCode, res.body).toBe(201);
      // The order's mails look up the shop inbox's language after the answer: wait for them, so
      // the next order's statements run on the connection they released, not beside them.
      const { orderId } = res.json<{ orderId: string }>();
      await shop.mail.waitFor((m) => m.to.includes(shop.config.shopEmail) && m.text.includes(orderId));
    }
    // Requests one after another take the connection released last, the one asked here too.
    const { rows } = await shop.database.db.execute<{ name: string; generic: string; custom: string }>(
      sql`select name, generic_plans as generic, custom_plans as custom from pg_prepared_statements
        where name in ('orders_place', 'catalog_lines') order by name`,
    );
    expect(rows.map((r) => r.name)).toEqual(['catalog_lines', 'orders_place']);
    for (const r of rows) {
      expect(Number(r.custom), r.name).toBeLessThanOrEqual(5);
      expect(Number(r.generic), r.name).toBeGreaterThanOrEqual(7);
    }
  });
});
