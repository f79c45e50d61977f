import { and, eq, sql } from 'drizzle-orm';
import {
  CART_ITEM_NOT_FOUND,
  COLOR_UNAVAILABLE,
  LINE_LIMIT,
  MAX_LINE_QUANTITY,
  SIZE_UNAVAILABLE,
  cartCount,
  cartSubtotal,
  outOfStockMessage,
  type AddCartItem,
  type Cart,
  type CartLine,
} from '@shop/shared/cart';
import { PRODUCT_NOT_FOUND, SIZE_NOT_IN_SET } from '@shop/shared/catalog';
import type { Db, Tx } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { resolveLines, type ResolvedLine } from './catalog-lines.ts';

type LineRow = {
  id: string;
  product_id: string;
  item_name: string;
  item_name_my: string;
  sub_category: string;
  price: number;
  color: string;
  color_my: string;
  swatch: string;
  size: CartLine['size'];
  quantity: number;
  stock: number;
  image: string | null;
};

/** The cart with every product field read from the catalogue now (never stored, never stale). */
export async function getCart(db: Db | Tx, userId: string): Promise<Cart> {
  const { rows } = await db.execute<LineRow>(sql`
    select c.id, v.product_id, p.item_name, p.item_name_my, p.sub_category, p.price, v.color, c.size, c.quantity,
      col.name_my as color_my, col.swatch,
      coalesce(s.stock, 0)::int as stock,
      (select i.url from variant_images i where i.variant_id = v.id order by i.position limit 1) as image
    from cart_items c
    join product_variants v on v.id = c.variant_id
    join products p on p.id = v.product_id
    join colours col on col.key = v.color_key
    left join variant_stock s on s.variant_id = c.variant_id and s.size = c.size
    where c.user_id = ${userId}
    order by c.created_at, c.id`);
  const cart: CartLine[] = rows.map((r) => ({
    _id: r.id,
    productId: r.product_id,
    itemName: r.item_name,
    itemNameMy: r.item_name_my,
    image: r.image,
    color: r.color,
    colorMy: r.color_my,
    swatch: r.swatch,
    size: r.size,
    quantity: r.quantity,
    price: Number(r.price),
    stock: Number(r.stock),
    subCategory: r.sub_category,
  }));
  return { cart, count: cartCount(cart), subtotal: cartSubtotal(cart) };
}

/** The catalogue line a request names, or the 404 that says which part is unknown. */
export function foundLine(resolved: ResolvedLine | undefined) {
  if (!resolved || resolved.found === 'no-product') throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND, 'productId');
  if (resolved.found === 'no-color') throw new AppError('NOT_FOUND', COLOR_UNAVAILABLE, 'color');
  if (resolved.found === 'no-size')
    throw resolved.inSet
      ? new AppError('NOT_FOUND', SIZE_UNAVAILABLE, 'size')
      : new AppError('VALIDATION', SIZE_NOT_IN_SET, 'size');
  return resolved;
}

function checkQuantity(quantity: number, stock: number): void {
  if (quantity > MAX_LINE_QUANTITY) throw new AppError('CONFLICT', LINE_LIMIT, 'quantity');
  if (quantity > stock) throw new AppError('OUT_OF_STOCK', outOfStockMessage(stock), 'quantity');
}

/**
 * Adds to the line of the same product, colour and size; the total stays within 10 and stock.
 * No transaction: the upsert itself is guarded (an existing line only grows while the sum stays
 * within the caps), so racing adds cannot pass them. The line's current quantity is read only
 * when an add is refused, to say which cap it hit.
 */
export async function addItem(db: Db, userId: string, input: AddCartItem): Promise<Cart> {
  const [resolved] = await resolveLines(db, [input]);
  const line = foundLine(resolved);
  const cap = Math.min(MAX_LINE_QUANTITY, line.stock);
  const written =
    input.quantity > cap
      ? []
      : await db
          .insert(cartItems)
          .values({ userId, variantId: line.variantId, size: line.size, quantity: input.quantity })
          .onConflictDoUpdate({
            target: [cartItems.userId, cartItems.variantId, cartItems.size],
            set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: new Date() },
            setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${cap}`,
          })
          .returning({ id: cartItems.id });
  if (!written.length) {
    const [existing] = await db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, line.variantId), eq(cartItems.size, line.size)));
    checkQuantity((existing?.quantity ?? 0) + input.quantity, line.stock);
    throw new AppError('CONFLICT', LINE_LIMIT, 'quantity');
  }
  return getCart(db, userId);
}

/** Sets a line's quantity; zero or less removes it. Only the owner's lines. */
export async function updateItem(db: Db, userId: string, lineId: string, quantity: number): Promise<Cart> {
  if (quantity <= 0) return removeItem(db, userId, lineId);
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ stock: number }>(sql`
      select coalesce(s.stock, 0)::int as stock from cart_items c
      left join variant_stock s on s.variant_id = c.variant_id and s.size = c.size
      where c.id = ${ownLineId(lineId)} and c.user_id = ${userId}
      for update of c`);
    const row = rows[0];
    if (!row) throw new AppError('NOT_FOUND', CART_ITEM_NOT_FOUND);
    checkQuantity(quantity, Number(row.stock));
    await tx
      .update(cartItems)
      .set({ quantity, updatedAt: new Date() })
      .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)));
    return getCart(tx, userId);
  });
}

export async function removeItem(db: Db, userId: string, lineId: string): Promise<Cart> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, ownLineId(lineId)), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (!removed.length) throw new AppError('NOT_FOUND', CART_ITEM_NOT_FOUND);
  return getCart(db, userId);
}

export async function clearCart(db: Db | Tx, userId: string): Promise<Cart> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
  return { cart: [], count: 0, subtotal: 0 };
}

/** A line id that cannot exist is a 404 like any other unknown line, not a cast error. */
function ownLineId(lineId: string): string {
  if (!isUuid(lineId)) throw new AppError('NOT_FOUND', CART_ITEM_NOT_FOUND);
  return lineId;
}
