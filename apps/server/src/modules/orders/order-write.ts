import { eq, sql } from 'drizzle-orm';
import { LINE_LIMIT, MAX_LINE_QUANTITY, OUT_OF_STOCK } from '@shop/shared/cart';
import type { Order, PlaceOrder } from '@shop/shared/orders';
import { shippingFee } from '@shop/shared/shipping';
import type { Tx } from '../../db/client.ts';
import { cartItems, orderItems, orders, orderTimeline } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { bumpCatalogVersion } from '../catalog/catalog-cache.ts';
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
 * Takes the stock of every line with a guarded UPDATE (never below zero, and a short line
 * changes nothing). Lines are locked in one fixed order (variant id, then size), so two orders
 * sharing lines queue up instead of deadlocking.
 */
async function takeStock(tx: Tx, lines: readonly Line[]): Promise<void> {
  const lockKey = (l: Line) => `${l.variantId}/${l.size}`;
  const inLockOrder = [...lines].sort((a, b) => (lockKey(a) < lockKey(b) ? -1 : 1));
  for (const line of inLockOrder) {
    const { rows } = await tx.execute(sql`update variant_stock set stock = stock - ${line.quantity}
      where variant_id = ${line.variantId} and size = ${line.size} and stock >= ${line.quantity}
      returning stock`);
    if (!rows.length) {
      throw new AppError(
        'OUT_OF_STOCK',
        `${OUT_OF_STOCK}: ${line.itemName} (${line.color}, ${line.size})`,
        `cartItems.${line.index}`,
      );
    }
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
  const [entry] = await tx
    .insert(orderTimeline)
    .values({
      orderId: order.orderId,
      at: order.createdAt,
      toStatus: 'pending',
      by: userId ? 'customer' : 'guest',
      byUserId: userId,
    })
    .returning();
  if (userId) await tx.delete(cartItems).where(eq(cartItems.userId, userId));
  // Last, as catalog-cache.ts asks: its row stays locked until the commit.
  await bumpCatalogVersion(tx);

  return toOrder(order, items, [entry!]);
}
