import { sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@shop/shared/admin';
import type { DeliverySheet } from '@shop/shared/delivery';
import type { Db } from '../../db/client.ts';

type SheetRow = {
  order_id: string;
  name: string;
  phone: string;
  full_address: string;
  delivery_notes: string;
  total: number;
  township: string;
  city: string;
  region: string;
  township_my: string;
  city_my: string;
  region_my: string;
};

/**
 * The courier's sheet for one day: the cash-on-delivery orders still out for delivery that were
 * shipped that day (Myanmar time), grouped by township (then city and region, as the shopper
 * picked them), with the cash to collect from each and in all.
 */
export async function deliverySheet(db: Db, date: string): Promise<DeliverySheet> {
  const { rows } = await db.execute<SheetRow>(sql`
    select o.order_id, o.name, o.phone, o.full_address, o.delivery_notes, o.total, o.township, o.city, o.region,
      o.township_my, o.city_my, o.region_my
    from orders o
    where o.status = 'shipped' and o.payment_method = 'cod' and exists (
      select from order_timeline t
      where t.order_id = o.order_id and t.to_status = 'shipped'
        and (t.at at time zone ${SHOP_TIME_ZONE})::date = ${date}::date)
    order by lower(o.region), lower(o.city), lower(o.township), o.created_at`);
  const townships: DeliverySheet['townships'] = [];
  for (const row of rows) {
    let group = townships.at(-1);
    if (!group || group.township !== row.township || group.city !== row.city || group.region !== row.region) {
      group = {
        township: row.township,
        city: row.city,
        region: row.region,
        townshipMy: row.township_my,
        cityMy: row.city_my,
        regionMy: row.region_my,
        orders: [],
        cash: 0,
      };
      townships.push(group);
    }
    group.orders.push({
      orderId: row.order_id,
      name: row.name,
      phone: row.phone,
      fullAddress: row.full_address,
      deliveryNotes: row.delivery_notes,
      cash: row.total,
    });
    group.cash += row.total;
  }
  return { date, townships, orders: rows.length, cash: townships.reduce((sum, g) => sum + g.cash, 0) };
}
