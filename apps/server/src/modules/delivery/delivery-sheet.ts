import { sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@shop/shared/admin';
import type { DeliverySheet, DeliverySheetOrder } from '@shop/shared/delivery';
import type { Db } from '../../db/client.ts';

type SheetRow = {
  order_id: string;
  name: string;
  phone: string;
  full_address: string;
  delivery_notes: string;
  total: number;
  status: DeliverySheetOrder['status'];
  payment_method: string;
  payment_status: string;
  courier: string | null;
  tracking_number: string | null;
  township: string;
  city: string;
  region: string;
  township_my: string;
  city_my: string;
  region_my: string;
};

/**
 * The courier's sheet for one day (Myanmar time): every parcel on the road that day, whatever
 * its payment: shipped that day, or shipped before and not yet out of "shipped" when the day began
 * (still on the road, or delivered that day). Read from the timeline, so a past day's sheet is
 * what was on the road then; a delivery undone puts the parcel back on the road. A cancelled order
 * (courier return) is left off. Grouped by township (then city and region, as the shopper picked
 * them); prepaid parcels say paid, cash on delivery the cash to collect; a total per courier.
 */
export async function deliverySheet(db: Db, date: string): Promise<DeliverySheet> {
  const dayStart = sql`(${date}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`;
  const dayEnd = sql`(${date}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`;
  const { rows } = await db.execute<SheetRow>(sql`
    select o.order_id, o.name, o.phone, o.full_address, o.delivery_notes, o.total, o.status,
      o.payment_method, o.payment_status, o.courier, o.tracking_number,
      o.township, o.city, o.region, o.township_my, o.city_my, o.region_my
    from orders o
    cross join lateral (
      select max(t.at) as shipped_at from order_timeline t
      where t.order_id = o.order_id and t.to_status = 'shipped' and t.at < ${dayEnd}) s
    where o.status in ('shipped', 'delivered') and s.shipped_at is not null
      and not exists (
        select from order_timeline l
        where l.order_id = o.order_id and l.from_status = 'shipped' and l.at > s.shipped_at and l.at < ${dayStart})
    order by lower(o.region), lower(o.city), lower(o.township), lower(coalesce(o.courier, '')), o.created_at`);
  const townships: DeliverySheet['townships'] = [];
  const riders = new Map<string, DeliverySheet['riders'][number]>();
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
    const cash = row.payment_method === 'cod' ? row.total : 0;
    const courier = row.courier ?? '';
    group.orders.push({
      orderId: row.order_id,
      name: row.name,
      phone: row.phone,
      fullAddress: row.full_address,
      deliveryNotes: row.delivery_notes,
      status: row.status,
      paymentMethod: row.payment_method,
      paid: row.payment_status === 'completed',
      cash,
      courier,
      trackingNumber: row.tracking_number ?? '',
    });
    group.cash += cash;
    const rider = riders.get(courier.toLowerCase()) ?? { courier, orders: 0, cash: 0 };
    rider.orders += 1;
    rider.cash += cash;
    riders.set(courier.toLowerCase(), rider);
  }
  return {
    date,
    townships,
    riders: [...riders.values()].sort((a, b) => a.courier.localeCompare(b.courier)),
    orders: rows.length,
    cash: townships.reduce((sum, g) => sum + g.cash, 0),
  };
}
