import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';

/**
 * Past orders, as a shop that has been selling for a while has them: `count` guest orders of two
 * lines each (from the generated products, stock untouched), each with its timeline entry, spread
 * over the last 90 days, then ANALYZE. Without a history the checkout load starts on an empty
 * `orders` table, and PostgreSQL plans the foreign-key checks of the first orders (on every pooled
 * connection, kept until the table's statistics change) as scans of the whole table: measured
 * here, 9,312 such scans reading 28 million rows in one 10-second run, nothing a shop that has
 * been open a day would see.
 */
export async function seedOrderHistory(db: Db, count: number): Promise<void> {
  await db.execute(sql`
    with stocked as (
      select row_number() over (order by s.variant_id, s.size) - 1 as n, v.product_id, s.variant_id, v.color, s.size,
        p.item_name, p.price
      from variant_stock s join product_variants v on v.id = s.variant_id join products p on p.id = v.product_id
    ), picked as (
      select g, 'ORD-HIST-' || lpad(g::text, 8, '0') as order_id, now() - (g % 90) * interval '1 day' as at, k, s.*
      from generate_series(1, ${count}) g cross join generate_series(0, 1) k
      join stocked s on s.n = (g * 7919 + k * 104729) % (select count(*) from stocked)
    ), placed as (
      insert into orders (order_id, is_guest, status, payment_method, subtotal, shipping_cost, total, name, email, phone,
        region, city, township, full_address, idempotency_key, request_hash, created_at, updated_at)
      select order_id, true, 'delivered', 'cod', sum(price), 3000, sum(price) + 3000, 'Past Buyer', 'past@example.com',
        '09450001234', 'yangon', 'yangon', 'Kamayut', 'No. 1, Baho Road', 'history-' || g, 'history', at, at
      from picked group by g, order_id, at
      returning order_id, created_at
    ), lines as (
      insert into order_items (order_id, position, product_id, variant_id, item_name, color, size, price, quantity)
      select order_id, k, product_id, variant_id, item_name, color, size, price, 1 from picked
    )
    insert into order_timeline (order_id, at, to_status, by)
    select order_id, created_at, 'pending', 'guest' from placed`);
  await db.execute(sql`analyze`);
}
