/**
 * The cart's constants and pure rules, without zod: the
 * storefront imports them directly. `cart.ts` re-exports all of this beside the schemas.
 */

export const MAX_LINE_QUANTITY = 10;
export const OUT_OF_STOCK = 'Sorry this item is out of stock';
export const LINE_LIMIT = `You can have at most ${MAX_LINE_QUANTITY} of each item`;
export const QUANTITY_RANGE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;
export const CART_ITEM_NOT_FOUND = 'Cart item not found';
export const COLOR_UNAVAILABLE = 'This colour is not available for this product';
export const SIZE_UNAVAILABLE = 'This size is not available in this colour';
export const ADD_TO_CART_FAILED = 'Failed to add to cart';

/** "Sorry this item is out of stock", plus how many are left when some are. */
export function outOfStockMessage(left: number): string {
  return left > 0 ? `${OUT_OF_STOCK}: only ${left} left` : OUT_OF_STOCK;
}

type Countable = { quantity: number; price?: number };

/** Cart count is the sum of quantities. */
export function cartCount(lines: readonly Countable[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function cartSubtotal(lines: readonly Countable[]): number {
  return lines.reduce((sum, line) => sum + (line.price ?? 0) * line.quantity, 0);
}

type LineKey = { productId: string; color?: string | undefined; size: string };

/** Lines are one product in one colour and one size: colour matters. */
export function sameCartLine(a: LineKey, b: LineKey): boolean {
  return (
    a.productId === b.productId && a.size === b.size && (a.color ?? '').toLowerCase() === (b.color ?? '').toLowerCase()
  );
}

/** How many of a line may be held: at most 10 and at most what is in stock. */
export function lineCap(stock: number): number {
  return Math.max(0, Math.min(MAX_LINE_QUANTITY, Math.floor(stock)));
}

/** Why a line cannot grow: the stock ends first, or the per-line maximum of 10. */
export type LineLimit = { kind: 'stock'; stock: number } | { kind: 'max' } | null;

/** The reason (if any) the quantity of a line cannot be raised by one; unknown stock limits only at 10. */
export function lineLimit(quantity: number, stock: number | null): LineLimit {
  if (stock !== null && quantity >= stock && stock < MAX_LINE_QUANTITY) return { kind: 'stock', stock };
  if (quantity >= MAX_LINE_QUANTITY) return { kind: 'max' };
  return null;
}
