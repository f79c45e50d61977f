import { sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY, type Cart, type GuestCartLine } from '@shop/shared/cart';
import type { Db } from '../../db/client.ts';
import { cartItems, cartMerges } from '../../db/schema/index.ts';
import { resolveLines } from './catalog-lines.ts';
import { getCart } from './cart.service.ts';

/** Guest lines worth merging: whole positive quantities (a guest cart is the browser's, so unchecked). */
function usableLines(items: readonly GuestCartLine[]) {
  const merged = new Map<string, GuestCartLine>();
  for (const item of items) {
    if (!Number.isInteger(item.quantity) || item.quantity < 1) continue;
    const key = `${item.productId}\u0000${(item.color ?? '').trim().toLowerCase()}\u0000${item.size}`;
    const seen = merged.get(key);
    merged.set(key, { ...item, quantity: Math.min(1000, (seen?.quantity ?? 0) + item.quantity) });
  }
  return [...merged.values()];
}

/**
 * Merges a guest cart into the customer's server cart on sign-in: the same
 * product, colour and size add up, capped at 10 and at stock; lines the catalogue no longer has
 * (or has none of) are skipped; an existing server line is never lowered.
 *
 * With an Idempotency-Key, a merge is applied once: a retry after a lost answer (or a second
 * tab signing in with the same guest cart) returns the cart without adding the lines again.
 */
export async function mergeGuestCart(
  db: Db,
  userId: string,
  items: readonly GuestCartLine[],
  key: string | undefined,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    if (key) {
      const fresh = await tx
        .insert(cartMerges)
        .values({ userId, key })
        .onConflictDoNothing()
        .returning({ key: cartMerges.key });
      if (!fresh.length) return getCart(tx, userId);
    }
    const lines = usableLines(items);
    const resolved = await resolveLines(tx, lines);
    for (const [i, found] of resolved.entries()) {
      if (found.found !== 'line') continue;
      const cap = Math.min(MAX_LINE_QUANTITY, found.stock);
      const quantity = Math.min(cap, lines[i]!.quantity);
      if (quantity < 1) continue;
      await tx
        .insert(cartItems)
        // clock_timestamp, not the transaction's now(): merged lines keep the guest cart's order.
        .values({ userId, variantId: found.variantId, size: found.size, quantity, createdAt: sql`clock_timestamp()` })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.variantId, cartItems.size],
          set: {
            quantity: sql`greatest(${cartItems.quantity}, least(${cap}::int, ${cartItems.quantity} + excluded.quantity))`,
            updatedAt: new Date(),
          },
        });
    }
    return getCart(tx, userId);
  });
}
