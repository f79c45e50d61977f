import { eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrder, AdminOrderList, AdminOrderQuery } from '@shop/shared/admin';
import { normalizeOrderId, ORDER_NOT_FOUND, type OrderStatus } from '@shop/shared/orders';
import { ORDER_STATUSES } from '@shop/shared/orders-rules';
import { phoneSearchDigits } from '@shop/shared/phone-rules';
import type { Db } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { orders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { containsPattern } from '../../db/like.ts';
import { isoTime } from '../catalog/index.ts';
import { screenshotAddress, usedOnOrders } from '../payments/index.ts';
import { offsetOf, pagination } from '../../lib/paging.ts';
import { orderCountSql } from './order-counts.ts';

/**
 * The JSON of one order as the admin reads it (`AdminOrder`), built by PostgreSQL from `orders o`
 * and `users u`, its keys in the schema's order: `JSON.stringify` of it, parsed, is the answer the
 * response schema would write (the list's answer is written so; admin-orders-counts.test.ts compares).
 */
const adminOrderJson = sql`json_build_object(
    'orderId', o.order_id, 'createdAt', ${isoTime(sql`o.created_at`)}, 'status', o.status, 'total', o.total,
    'subtotal', o.subtotal, 'shippingCost', o.shipping_cost,
    'items', coalesce((select json_agg(json_build_object('productId', i.product_id, 'itemName', i.item_name,
        'itemNameMy', i.item_name_my, 'quantity', i.quantity, 'size', i.size, 'color', i.color, 'colorMy', i.color_my,
        'price', i.price, 'image', i.image) order by i.position)
      from order_items i where i.order_id = o.order_id), '[]'::json),
    'shippingAddress', json_build_object('name', o.name, 'email', o.email, 'phone', o.phone, 'region', o.region,
      'city', o.city, 'township', o.township, 'fullAddress', o.full_address, 'deliveryNotes', o.delivery_notes),
    'payment', json_build_object('method', o.payment_method, 'status', o.payment_status),
    'delivery', json_build_object('zoneId', o.zone_id, 'regionMy', o.region_my, 'cityMy', o.city_my,
      'townshipMy', o.township_my, 'estimateEn', o.estimate_en, 'estimateMy', o.estimate_my,
      'returnReason', o.return_reason),
    'isGuestOrder', o.is_guest, 'guestEmail', case when o.is_guest and o.email <> '' then o.email end,
    'timeline', coalesce((select json_agg(json_build_object('at', ${isoTime(sql`t.at`)}, 'from', t.from_status,
        'to', t.to_status, 'by', t.by, 'reason', t.reason, 'note', nullif(t.note, ''), 'byUserId', t.by_user_id,
        'byEmail', b.email) order by t.at, t.id)
      from order_timeline t left join users b on b.id = t.by_user_id where t.order_id = o.order_id), '[]'::json),
    'source', o.source, 'courier', o.courier, 'trackingNumber', o.tracking_number,
    'customer', case when u.id is not null then json_build_object('_id', u.id, 'name', coalesce(u.name, ''),
      'email', coalesce(u.email, ''), 'phone', u.phone) end,
    'transfers', coalesce((select json_agg(json_build_object('_id', s.id::text, 'transactionId', s.transaction_id,
        'screenshot', s.screenshot, 'submittedAt', ${isoTime(sql`s.submitted_at`)}, 'state', s.state,
        'rejectReason', s.reject_reason, 'decidedAt', ${isoTime(sql`s.decided_at`)},
        'usedOnOrders', coalesce(${usedOnOrders}, '{}')) order by s.submitted_at desc, s.id desc)
      from payment_submissions s where s.order_id = o.order_id), '[]'::json)
  )`;

/**
 * Orders matching `where` (on the \`orders\` table), newest first, `page` of them when given: one
 * statement answering the orders as one JSON array (`orders`, as text: parsed once, here) and, when
 * asked, how many match (`total`). The page is found along the index first (order ids alone), then
 * each of its orders is read by its key: a subquery per order, so however many orders the planner
 * expects on the page (it cannot know a prepared page size), it never reads more than the page.
 */
function adminOrdersSql(where: SQL | undefined, page?: SQL, total: SQL = sql`null::int`): SQL {
  return sql`with page as materialized (
      select orders.order_id, orders.created_at from orders ${where ? sql`where ${where}` : sql``}
      order by orders.created_at desc, orders.order_id desc ${page ?? sql``}
    )
    select ${total} as total, coalesce((select json_agg((select ${adminOrderJson}
        from orders o left join users u on u.id = o.user_id where o.order_id = p.order_id)
      order by p.created_at desc, p.order_id desc) from page p), '[]'::json)::text as orders`;
}

type AdminOrdersRow = { total: number | null; orders: string };

/** The statement's orders, with each transfer's screenshot (stored as a storage key) as its address. */
function adminOrdersOf(row: AdminOrdersRow | undefined): AdminOrder[] {
  const list = JSON.parse(row?.orders ?? '[]') as AdminOrder[];
  for (const order of list) {
    for (const entry of order.timeline) if (entry.note === null) delete entry.note;
    for (const transfer of order.transfers) transfer.screenshot = screenshotAddress(transfer._id, transfer.screenshot);
  }
  return list;
}

/**
 * Orders matching `where`, newest first, with their customer account, a timeline naming who made
 * each change and the KBZ Pay transaction ids sent for them, in one statement.
 */
export async function adminOrdersWhere(db: Db, where: SQL | undefined): Promise<AdminOrder[]> {
  const { rows } = await db.execute<AdminOrdersRow>(adminOrdersSql(where));
  return adminOrdersOf(rows[0]);
}

/** Order id (as typed, any case), name, email or phone; LIKE wildcards in the text match themselves. */
function orderSearch(text: string): SQL | undefined {
  const id = normalizeOrderId(text);
  const pattern = containsPattern(text);
  const digits = phoneSearchDigits(text);
  return or(
    id ? eq(orders.orderId, id) : undefined,
    ilike(orders.orderId, pattern),
    ilike(orders.name, pattern),
    ilike(orders.email, pattern),
    digits ? ilike(orders.phone, `%${digits}%`) : undefined,
  );
}

/** The list's filters (status, search), shared with the CSV export. */
export function orderFilters(query: Pick<AdminOrderQuery, 'status' | 'search'>): SQL[] {
  return [
    query.status ? eq(orders.status, query.status) : undefined,
    query.search ? orderSearch(query.search) : undefined,
  ].filter((f): f is SQL => f !== undefined);
}

/**
 * The page's size and start as sub-selects: PostgreSQL cannot see their values when it plans, so
 * the plan made without them (kept after five runs) costs the same as one made with them, and the
 * statement is not planned again on every run (2.5–3.3 ms each time, measured with EXPLAIN).
 */
const pageOf = sql`limit (select ${sql.placeholder('limit')}::int) offset (select ${sql.placeholder('offset')}::int)`;

/**
 * The list without a search, prepared once per connection: a page of orders (of one status, or
 * all) read along the newest-first index, and the count from `order_counts` (order-counts.ts).
 */
const listPages = {
  all: preparedStatement<AdminOrdersRow>('admin_orders_page', adminOrdersSql(undefined, pageOf, orderCountSql())),
  ...Object.fromEntries(
    ORDER_STATUSES.map((status) => [
      status,
      preparedStatement<AdminOrdersRow>(
        `admin_orders_page_${status}`,
        adminOrdersSql(eq(orders.status, status), pageOf, orderCountSql(status)),
      ),
    ]),
  ),
} as Record<OrderStatus | 'all', ReturnType<typeof preparedStatement<AdminOrdersRow>>>;

/** GET /api/admin/orders: every order, newest first, by status and search, paged; one statement. */
export async function listAdminOrders(db: Db, query: AdminOrderQuery): Promise<AdminOrderList> {
  const page = { limit: query.limit, offset: offsetOf(query) };
  let row: AdminOrdersRow | undefined;
  if (query.search) {
    // A search counts the orders it matches (a status or not): the counters count statuses only.
    const where = sql.join(orderFilters(query), sql` and `);
    const counted = sql`(select count(*)::int from orders where ${where})`;
    [row] = (
      await db.execute<AdminOrdersRow>(adminOrdersSql(where, sql`limit ${page.limit} offset ${page.offset}`, counted))
    ).rows;
  } else {
    [row] = await listPages[query.status ?? 'all'](db, page);
  }
  const total = row?.total ?? 0;
  return { orders: adminOrdersOf(row), pagination: { ...pagination(query, total), totalOrders: total } };
}

/** The id as a person may type it, or a 404 (a malformed id is as unknown as a wrong one). */
export function orderIdOrNotFound(raw: string): string {
  const id = normalizeOrderId(raw);
  if (!id) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return id;
}

export async function getAdminOrder(db: Db, rawId: string): Promise<AdminOrder> {
  const [order] = await adminOrdersWhere(db, eq(orders.orderId, orderIdOrNotFound(rawId)));
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return order;
}
