import { sql, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_DAYS,
  LOW_STOCK_LIST_LIMIT,
  SHOP_TIME_ZONE,
  type AdminDashboard,
  type DashboardDay,
  type LowStockItem,
} from '@shop/shared/admin';
import { LOW_STOCK } from '@shop/shared/catalog';
import type { Db } from '../../db/client.ts';

/** Today in Myanmar, as a date, and the first day the chart shows. */
const today = sql`(now() at time zone ${SHOP_TIME_ZONE})::date`;
const firstDay = sql`(${today} - ${DASHBOARD_DAYS - 1}::int)`;
/** The instant the first day began in Myanmar (what indexed timestamps are compared with). */
const since = sql`(${firstDay}::timestamp at time zone ${SHOP_TIME_ZONE})`;
const dayOf = (column: SQL) => sql`(${column} at time zone ${SHOP_TIME_ZONE})::date`;

/**
 * GET /api/admin/dashboard: three queries, every figure summed by PostgreSQL. Revenue is money of
 * delivered orders (cash on delivery is paid at the door), counted on the day each was delivered;
 * orders are counted on the day they were placed. Days are Myanmar's calendar days, and a day
 * without orders is there with zeros. Sizes running low use the Low Stock badge's threshold.
 */
export async function dashboard(db: Db): Promise<AdminDashboard> {
  const [revenue, days, lowStock] = await Promise.all([
    db.execute<{ delivered: string; orders: number }>(sql`
      select coalesce(sum(total), 0)::bigint as delivered, count(*)::int as orders
      from orders where status = 'delivered'`),
    db.execute<{ date: string; orders: number; revenue: string }>(sql`
      with placed as (
        select ${dayOf(sql`created_at`)} as day, count(*)::int as orders
        from orders where created_at >= ${since} group by 1
      ), delivered as (
        select ${dayOf(sql`t.at`)} as day, sum(o.total)::bigint as revenue
        from order_timeline t join orders o on o.order_id = t.order_id
        where t.to_status = 'delivered' and t.at >= ${since} group by 1
      )
      select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(p.orders, 0) as orders,
        coalesce(v.revenue, 0)::bigint as revenue
      from generate_series(${firstDay}::timestamp, ${today}::timestamp, interval '1 day') as d(day)
      left join placed p on p.day = d.day::date
      left join delivered v on v.day = d.day::date
      order by d.day`),
    db.execute<LowStockItem & { total: number }>(sql`
      select p.id as "productId", p.item_name as "itemName", p.item_name_my as "itemNameMy", v.color,
        c.name_my as "colorMy", s.size, s.stock,
        (select count(*)::int from stock_alerts a
          where a.variant_id = s.variant_id and a.size = s.size and a.restocked_at is null) as waiting,
        count(*) over ()::int as total
      from variant_stock s
      join product_variants v on v.id = s.variant_id
      join colours c on c.key = v.color_key
      join products p on p.id = v.product_id
      where s.stock < ${LOW_STOCK}
      order by s.stock, p.item_name, p.id, v.position, s.position
      limit ${LOW_STOCK_LIST_LIMIT}`),
  ]);
  const totals = revenue.rows[0];
  return {
    revenue: { delivered: Number(totals?.delivered ?? 0), deliveredOrders: totals?.orders ?? 0 },
    days: days.rows.map((d): DashboardDay => ({ date: d.date, orders: d.orders, revenue: Number(d.revenue) })),
    lowStock: {
      items: lowStock.rows.map(({ productId, itemName, itemNameMy, color, colorMy, size, stock, waiting }) => ({
        productId,
        itemName,
        itemNameMy,
        color,
        colorMy,
        size,
        stock,
        waiting,
      })),
      total: lowStock.rows[0]?.total ?? 0,
      threshold: LOW_STOCK,
    },
  };
}
