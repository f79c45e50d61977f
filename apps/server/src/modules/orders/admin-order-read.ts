import { asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrder, AdminOrderList, AdminOrderQuery } from '@shop/shared/admin';
import { normalizeOrderId, ORDER_NOT_FOUND } from '@shop/shared/orders';
import { phoneSearchDigits } from '@shop/shared/phone-rules';
import type { Db } from '../../db/client.ts';
import { orders, orderTimeline, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { containsPattern } from '../../db/like.ts';
import { loadOrders } from './order-read.ts';
import { orderTransfers } from '../payments/index.ts';
import { offsetOf, pagination } from '../../lib/paging.ts';

/**
 * Orders by id with their customer account, a timeline naming who made each change and the KBZ Pay
 * transaction ids sent for them.
 */
export async function adminOrders(db: Db, ids: readonly string[]): Promise<AdminOrder[]> {
  if (!ids.length) return [];
  const [found, customers, timeline, transfers] = await Promise.all([
    loadOrders(db, inArray(orders.orderId, [...ids])),
    db
      .select({ orderId: orders.orderId, id: users.id, name: users.name, email: users.email, phone: users.phone })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(inArray(orders.orderId, [...ids])),
    db
      .select({ entry: orderTimeline, email: users.email })
      .from(orderTimeline)
      .leftJoin(users, eq(users.id, orderTimeline.byUserId))
      .where(inArray(orderTimeline.orderId, [...ids]))
      .orderBy(asc(orderTimeline.at), asc(orderTimeline.id)),
    orderTransfers(db, ids),
  ]);
  return found.map((order) => {
    const customer = customers.find((c) => c.orderId === order.orderId);
    return {
      ...order,
      customer: customer
        ? { _id: customer.id, name: customer.name, email: customer.email ?? '', phone: customer.phone }
        : null,
      timeline: timeline
        .filter((t) => t.entry.orderId === order.orderId)
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
      transfers: transfers.get(order.orderId) ?? [],
    };
  });
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
    db
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderId))
      .limit(query.limit)
      .offset(offsetOf(query)),
  ]);
  const total = counted[0]?.total ?? 0;
  return {
    orders: await adminOrders(
      db,
      page.map((r) => r.orderId),
    ),
    pagination: { ...pagination(query, total), totalOrders: total },
  };
}

/** The id as a person may type it, or a 404 (a malformed id is as unknown as a wrong one). */
export function orderIdOrNotFound(raw: string): string {
  const id = normalizeOrderId(raw);
  if (!id) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return id;
}

export async function getAdminOrder(db: Db, rawId: string): Promise<AdminOrder> {
  const [order] = await adminOrders(db, [orderIdOrNotFound(rawId)]);
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return order;
}
