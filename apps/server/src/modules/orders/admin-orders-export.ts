import { desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderExportQuery } from '@shop/shared/admin';
import type { Order } from '@shop/shared/orders';
import { placeName } from '@shop/shared/place-rules';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { csvCell } from '../../lib/csv.ts';
import { loadOrders } from './order-read.ts';
import { orderFilters } from './admin-order-read.ts';

/** The one CSV cell writer lives in lib/csv.ts (the stock file writes with it too). */
export { csvCell };

const BATCH = 500;

export const ORDER_CSV_COLUMNS = [
  'Order ID',
  'Placed at (Yangon)',
  'Status',
  'Payment method',
  'Payment status',
  'Guest order',
  'Name',
  'Email',
  'Phone',
  'Region',
  'City',
  'Township',
  'Region (Burmese)',
  'City (Burmese)',
  'Township (Burmese)',
  'Address',
  'Delivery notes',
  'Items',
  'Units',
  'Subtotal (MMK)',
  'Shipping (MMK)',
  'Total (MMK)',
] as const;

/**
 * Made at the first export: the first date format with a time zone loads ICU's zone data, ~10 ms
 * that every start paid when it was made with the module (#26, cold start).
 */
let yangonFormat: Intl.DateTimeFormat | undefined;
const yangonTime = () =>
  (yangonFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Yangon',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

function orderRow(order: Order): string {
  const a = order.shippingAddress;
  const items = order.items.map((i) => `${i.itemName} (${i.color}, ${i.size}) x ${i.quantity}`).join('; ');
  return [
    order.orderId,
    yangonTime().format(new Date(order.createdAt)).replace(',', ''),
    order.status,
    order.payment.method,
    order.payment.status,
    order.isGuestOrder ? 'yes' : 'no',
    a.name,
    a.email,
    a.phone,
    placeName(a.region),
    placeName(a.city),
    a.township,
    // The delivery table's Burmese names; an unlisted township keeps the name the shopper typed.
    order.delivery.regionMy,
    order.delivery.cityMy,
    order.delivery.townshipMy || a.township,
    a.fullAddress,
    a.deliveryNotes,
    items,
    order.items.reduce((sum, i) => sum + i.quantity, 0),
    order.subtotal,
    order.shippingCost,
    order.total,
  ]
    .map(csvCell)
    .join(',');
}

/**
 * GET /api/admin/orders/export.csv: every order matching the list's filters, newest first, as
 * CSV (UTF-8 with a byte-order mark so spreadsheets read Burmese text right). Read in batches of
 * 500 by (createdAt, orderId), so a large export never holds more than a batch of orders.
 */
export async function* ordersCsv(db: Db, query: AdminOrderExportQuery): AsyncGenerator<string> {
  yield `\uFEFF${ORDER_CSV_COLUMNS.map(csvCell).join(',')}\r\n`;
  const filters = orderFilters(query);
  // The cursor keeps the timestamp as PostgreSQL's text (microseconds; a JS Date would round them).
  let after: { createdAt: string; orderId: string } | undefined;
  for (;;) {
    const cursor = after
      ? sql`(${orders.createdAt}, ${orders.orderId}) < (${after.createdAt}::timestamptz, ${after.orderId})`
      : undefined;
    const where = [...filters, cursor].filter((f): f is SQL => f !== undefined);
    const page = await db
      .select({ orderId: orders.orderId, createdAt: sql<string>`${orders.createdAt}::text` })
      .from(orders)
      .where(where.length ? sql.join(where, sql` and `) : undefined)
      .orderBy(desc(orders.createdAt), desc(orders.orderId))
      .limit(BATCH);
    if (!page.length) return;
    const found = await loadOrders(
      db,
      inArray(
        orders.orderId,
        page.map((r) => r.orderId),
      ),
    );
    yield found.map((order) => `${orderRow(order)}\r\n`).join('');
    if (page.length < BATCH) return;
    after = page.at(-1);
  }
}
