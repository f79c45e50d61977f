import { asc, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrder, AdminOrderList, AdminOrderQuery } from '@shop/shared/admin';
import { normalizeOrderId, ORDER_NOT_FOUND } from '@shop/shared/orders';
import { phoneSearchDigits } from '@shop/shared/phone-rules';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, orderTimeline, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { containsPattern } from '../../db/like.ts';
import { toOrder } from './order-read.ts';
import { orderTransfers } from '../payments/index.ts';
import { offsetOf, pagination } from '../../lib/paging.ts';

/**
 * Orders matching `where`, newest first (a page of them when `page` is given), with their customer
 * account, a timeline naming who made each change and the KBZ Pay transaction ids sent for them:
 * the orders with their accounts in one statement, then lines, timeline and transfers together.
 */
export async function adminOrdersWhere(
  db: Db,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<AdminOrder[]> {
  const newestFirst = db
    .select({
      order: getTableColumns(orders),
      customerId: users.id,
      customerName: users.name,
      customerEmail: users.email,
      customerPhone: users.phone,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderId));
  const rows = await (page ? newestFirst.limit(page.limit).offset(page.offset) : newestFirst);
  if (!rows.length) return [];
  const ids = rows.map((r) => r.order.orderId);
  const [items, timeline, transfers] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.position)),
    db
      .select({ entry: orderTimeline, email: users.email })
      .from(orderTimeline)
      .leftJoin(users, eq(users.id, orderTimeline.byUserId))
      .where(inArray(orderTimeline.orderId, ids))
      .orderBy(asc(orderTimeline.at), asc(orderTimeline.id)),
    orderTransfers(db, ids),
  ]);
  return rows.map(({ order: row, customerId, customerName, customerEmail, customerPhone }) => ({
    ...toOrder(row, items, []),
    customer: customerId
      ? { _id: customerId, name: customerName ?? '', email: customerEmail ?? '', phone: customerPhone }
      : null,
    timeline: timeline
      .filter((t) => t.entry.orderId === row.orderId)
      .map(({ entry, email }) => ({
        at: entry.at.toISOString(),
        from: entry.fromStatus,
        to: entry.toStatus,
        by: entry.by,
        reason: entry.reason,
        byUserId: entry.byUserId,
        byEmail: email,
        ...(entry.note ? { note: entry.note } : {}),
      })),
    transfers: transfers.get(row.orderId) ?? [],
  }));
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

/** GET /api/admin/orders: every order, newest first, by status and search, paged. */
export async function listAdminOrders(db: Db, query: AdminOrderQuery): Promise<AdminOrderList> {
  const filters = orderFilters(query);
  const where = filters.length ? sql.join(filters, sql` and `) : undefined;
  const [counted, page] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
    adminOrdersWhere(db, where, { limit: query.limit, offset: offsetOf(query) }),
  ]);
  const total = counted[0]?.total ?? 0;
  return { orders: page, pagination: { ...pagination(query, total), totalOrders: total } };
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
