import { sql } from 'drizzle-orm';
import { LINE_LIMIT, MAX_LINE_QUANTITY, OUT_OF_STOCK } from '@shop/shared/cart';
import type { Order, PlaceOrder } from '@shop/shared/orders';
import { shippingFee } from '@shop/shared/shipping';
import type { Tx } from '../../db/client.ts';
import { cartItems, orderItems, orders, orderTimeline } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { bumpCatalogVersionSql } from '../catalog/catalog-cache.ts';
import { resolveLines } from '../cart/catalog-lines.ts';
import { foundLine } from '../cart/cart.service.ts';
import { newOrderId } from './order-id.ts';
import { toOrder } from './order-read.ts';
import type { Buyer } from './orders.service.ts';

type Line = ReturnType<typeof foundLine> & { quantity: number; index: number };

/** Every line read from the catalogue now; the same product, colour and size sent twice is one line. */
async function catalogueLines(tx: Tx, input: PlaceOrder): Promise<Line[]> {
  const resolved = await resolveLines(tx, input.cartItems);
  const byStockUnit = new Map<string, Line>();
  for (const [index, found] of resolved.entries()) {
    let line;
    try {
      line = foundLine(found);
    } catch (error) {
      // Name the line: the client shows which item to take out of the cart.
      if (error instanceof AppError) throw new AppError(error.code, error.message, `cartItems.${index}.${error.field}`);
      throw error;
    }
    const key = `${line.variantId}/${line.size}`;
    const quantity = (byStockUnit.get(key)?.quantity ?? 0) + input.cartItems[index]!.quantity;
    if (quantity > MAX_LINE_QUANTITY) throw new AppError('CONFLICT', LINE_LIMIT, `cartItems.${index}.quantity`);
    byStockUnit.set(key, { ...(byStockUnit.get(key) ?? { ...line, index }), quantity });
  }
  return [...byStockUnit.values()];
}

/**
 * Takes the stock of every line in one statement, each with a guarded UPDATE (never below zero;
 * when a line is short the order fails and its transaction rolls every line back). The rows are
 * locked first, in one fixed order (variant id, then size), so two orders sharing lines queue
 * up instead of deadlocking.
 */
async function takeStock(tx: Tx, lines: readonly Line[]): Promise<void> {
  const { rows } = await tx.execute<{ variant_id: string; size: string }>(sql`
    with wanted as (
      select * from unnest(${sql.param(lines.map((l) => l.variantId))}::uuid[], ${sql.param(lines.map((l) => l.size))}::text[],
        ${sql.param(lines.map((l) => l.quantity))}::int[]) as w(variant_id, size, quantity)
    ), locked as materialized (
      select s.variant_id, s.size, w.quantity from variant_stock s
      join wanted w on w.variant_id = s.variant_id and w.size = s.size
      order by s.variant_id, s.size
      for update of s
    )
    update variant_stock s set stock = s.stock - l.quantity
    from locked l
    where s.variant_id = l.variant_id and s.size = l.size and s.stock >= l.quantity
    returning s.variant_id, s.size`);
  const taken = new Set(rows.map((r) => `${r.variant_id}/${r.size}`));
  const short = lines.find((l) => !taken.has(`${l.variantId}/${l.size}`));
  if (short) {
    throw new AppError(
      'OUT_OF_STOCK',
      `${OUT_OF_STOCK}: ${short.itemName} (${short.color}, ${short.size})`,
      `cartItems.${short.index}`,
    );
  }
}

/** The order's transaction: any error thrown here rolls everything back (stock, order, cart). */
export async function writeOrder(tx: Tx, buyer: Buyer, key: string, hash: string, input: PlaceOrder): Promise<Order> {
  const lines = await catalogueLines(tx, input);
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const shippingCost = shippingFee(input.billingDetails.city);
  const userId = 'userId' in buyer ? buyer.userId : null;
  const billing = input.billingDetails;
  // The order row goes first: a concurrent request with the same key waits here, before it
  // takes any stock, and fails on the unique key once this transaction commits.
  const [row] = await tx
    .insert(orders)
    .values({
      orderId: newOrderId(),
      userId,
      isGuest: userId === null,
      paymentMethod: input.paymentMethod,
      subtotal,
      shippingCost,
      total: subtotal + shippingCost,
      name: billing.name,
      email: billing.email,
      phone: billing.phone,
      region: billing.region,
      city: billing.city,
      township: billing.township,
      fullAddress: billing.fullAddress,
      deliveryNotes: billing.orderNotes ?? '',
      idempotencyKey: key,
      requestHash: hash,
    })
    .returning();
  const order = row!;
  await takeStock(tx, lines);
  const items = lines
    .sort((a, b) => a.index - b.index)
    .map((l, position) => ({
      orderId: order.orderId,
      position,
      productId: l.productId,
      variantId: l.variantId,
      itemName: l.itemName,
      color: l.color,
      size: l.size,
      price: l.price,
      quantity: l.quantity,
      image: l.image,
    }));
  await tx.insert(orderItems).values(items);
  // The last statement also clears the customer's cart and bumps the catalogue version (last, as
  // catalog-cache.ts asks: its row stays locked until the commit), saving two round trips.
  const bump = tx.$with('catalog_bump', { version: sql<number>`version` }).as(bumpCatalogVersionSql);
  const clearCart = tx.$with('cart_clear', {}).as(sql`delete from ${cartItems} where ${cartItems.userId} = ${userId}`);
  const [entry] = await tx
    .with(...(userId ? [clearCart] : []), bump)
    .insert(orderTimeline)
    .values({
      orderId: order.orderId,
      at: order.createdAt,
      toStatus: 'pending',
      by: userId ? 'customer' : 'guest',
      byUserId: userId,
    })
    .returning();

  return toOrder(order, items, [entry!]);
}
