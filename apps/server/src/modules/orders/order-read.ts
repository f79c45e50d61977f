import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { ORDER_NOT_FOUND, contactMatches, normalizeOrderId, type Order, type TrackOrder } from '@shop/shared/orders';
import type { Db, Tx } from '../../db/client.ts';
import { orderItems, orders, orderTimeline } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { maskedOrder, orderAccessKey, orderAccessMatches } from './order-privacy.ts';

type OrderRow = typeof orders.$inferSelect;

/** Orders matching `where`, newest first, each with its lines and timeline (three queries in all). */
export async function loadOrders(db: Db | Tx, where: SQL | undefined): Promise<Order[]> {
  const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.orderId));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.orderId);
  const [items, timeline] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.position)),
    db
      .select()
      .from(orderTimeline)
      .where(inArray(orderTimeline.orderId, ids))
      .orderBy(asc(orderTimeline.at), asc(orderTimeline.id)),
  ]);
  return rows.map((row) => toOrder(row, items, timeline));
}

type TimelineRow = typeof orderTimeline.$inferSelect;

/**
 * An order as the API answers it, its keys in `OrderSchema`'s order at every level: checkout's
 * answer is written with `JSON.stringify` of it, byte for byte what the schema's encoding writes
 * (decision 054; orders.test.ts compares the two).
 */
export function toOrder(
  row: Omit<OrderRow, 'paymentDueAt'>,
  items: readonly (typeof orderItems.$inferSelect)[],
  timeline: readonly (Omit<TimelineRow, 'note'> & { note?: string | null })[],
): Order {
  return {
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    total: row.total,
    subtotal: row.subtotal,
    shippingCost: row.shippingCost,
    items: items
      .filter((i) => i.orderId === row.orderId)
      .map((i) => ({
        productId: i.productId,
        itemName: i.itemName,
        itemNameMy: i.itemNameMy,
        quantity: i.quantity,
        size: i.size,
        color: i.color,
        colorMy: i.colorMy,
        price: i.price,
        image: i.image,
      })),
    shippingAddress: {
      name: row.name,
      email: row.email,
      phone: row.phone,
      region: row.region,
      city: row.city,
      township: row.township,
      fullAddress: row.fullAddress,
      deliveryNotes: row.deliveryNotes,
    },
    payment: { method: row.paymentMethod, status: row.paymentStatus },
    delivery: {
      zoneId: row.zoneId,
      regionMy: row.regionMy,
      cityMy: row.cityMy,
      townshipMy: row.townshipMy,
      estimateEn: row.estimateEn,
      estimateMy: row.estimateMy,
      returnReason: row.returnReason,
    },
    isGuestOrder: row.isGuest,
    guestEmail: row.isGuest && row.email ? row.email : null,
    timeline: timeline
      .filter((t) => t.orderId === row.orderId)
      .map((t) => ({
        at: t.at.toISOString(),
        from: t.fromStatus,
        to: t.toStatus,
        by: t.by,
        reason: t.reason,
        ...(t.note ? { note: t.note } : {}),
      })),
    source: row.source ?? null,
    courier: row.courier ?? null,
    trackingNumber: row.trackingNumber ?? null,
  };
}

async function oneOrder(db: Db | Tx, where: SQL | undefined): Promise<Order> {
  const [order] = await loadOrders(db, where);
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return order;
}

/** An id as typed (any case, dashes or not) or a 404: a malformed id is as unknown as a wrong one. */
function orderIdOrNotFound(raw: string): string {
  const id = normalizeOrderId(raw);
  if (!id) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return id;
}

export async function listOwnOrders(db: Db, userId: string): Promise<Order[]> {
  return loadOrders(db, eq(orders.userId, userId));
}

/** A customer's own order; anyone else's is "not found", never "forbidden" (no probing). */
export async function getOwnOrder(db: Db, userId: string, orderId: string): Promise<Order> {
  return oneOrder(db, and(eq(orders.orderId, orderIdOrNotFound(orderId)), eq(orders.userId, userId)));
}

/**
 * A guest order by its id (docs/decisions/038): the id alone opens status, items, totals and the
 * township, with the buyer's details masked; the order's key (kept by the browser that placed it,
 * or given after the Track Order check) or an admin's session opens them.
 */
export async function getGuestOrder(
  db: Db,
  secret: string,
  orderId: string,
  proof: { key: string | undefined; admin: boolean },
): Promise<Order> {
  const order = await oneOrder(db, and(eq(orders.orderId, orderIdOrNotFound(orderId)), eq(orders.isGuest, true)));
  return proof.admin || orderAccessMatches(secret, order.orderId, proof.key) ? order : maskedOrder(order);
}

/**
 * "Track your order": the id together with the email or phone the order was placed with. The
 * answer carries the order's key, so the browser that passed the check opens the details again.
 */
export async function trackOrder(db: Db, secret: string, input: TrackOrder): Promise<Order> {
  const id = normalizeOrderId(input.orderId);
  const [order] = id ? await loadOrders(db, eq(orders.orderId, id)) : [];
  if (!order || !contactMatches(input.contact, order.shippingAddress)) {
    throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  }
  return { ...order, accessKey: orderAccessKey(secret, order.orderId) };
}
