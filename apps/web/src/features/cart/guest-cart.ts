/**
 * The guest cart's rules, as pure functions over the lines
 * kept in local storage under `guestCart`. A line is one product in one colour and one size.
 */

import { cartCount, lineCap, MAX_LINE_QUANTITY, sameCartLine } from '@shop/shared/cart-rules';

export { cartCount, lineCap };

export type GuestCartLine = {
  /** Timestamp-based id of the line. */
  _id: string;
  productId: string;
  quantity: number;
  size: string;
  image: string;
  color: string;
  /** Whole kyat, as shown when added; the server re-reads it at checkout. */
  price: number;
  subCategory: string;
  itemName: string;
  /** The Burmese name ('' when none; absent in carts stored before it). */
  itemNameMy?: string;
};

/** What the product page hands over: the line without its id, plus the stock it saw. */
export type GuestCartAddition = Omit<GuestCartLine, '_id'> & { stock: number };

export type AddResult = { lines: GuestCartLine[]; added: number };

export function newLineId(now: number = Date.now(), random: number = Math.random()): string {
  return `${now.toString(36)}${Math.floor(random * 1e8).toString(36)}`;
}

/**
 * Adds to the cart: the same product, colour and size adds up (capped at 10 and at stock),
 * anything else is appended. `added` says how many units actually went in (0 when already full).
 */
export function addToCart(lines: readonly GuestCartLine[], addition: GuestCartAddition, id = newLineId()): AddResult {
  const { stock, ...line } = addition;
  const cap = lineCap(stock);
  const wanted = Math.max(0, Math.floor(line.quantity));
  const index = lines.findIndex((existing) => sameCartLine(existing, line));
  if (index === -1) {
    const quantity = Math.min(wanted, cap);
    if (quantity <= 0) return { lines: [...lines], added: 0 };
    return { lines: [...lines, { ...line, _id: id, quantity }], added: quantity };
  }
  const existing = lines[index]!;
  const quantity = Math.max(existing.quantity, Math.min(existing.quantity + wanted, cap));
  const updated = {
    ...existing,
    quantity,
    itemName: line.itemName,
    ...(line.itemNameMy === undefined ? {} : { itemNameMy: line.itemNameMy }),
    price: line.price,
    image: line.image,
  };
  return { lines: lines.map((l, i) => (i === index ? updated : l)), added: quantity - existing.quantity };
}

/** Sets a line's quantity (at most 10); 0 or less removes it. */
export function updateQuantity(lines: readonly GuestCartLine[], id: string, quantity: number): GuestCartLine[] {
  if (quantity <= 0) return removeLine(lines, id);
  const capped = Math.min(MAX_LINE_QUANTITY, Math.floor(quantity));
  return lines.map((line) => (line._id === id ? { ...line, quantity: Math.max(1, capped) } : line));
}

export function removeLine(lines: readonly GuestCartLine[], id: string): GuestCartLine[] {
  return lines.filter((line) => line._id !== id);
}

function isLine(value: unknown): value is GuestCartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line._id === 'string' &&
    typeof line.productId === 'string' &&
    typeof line.quantity === 'number' &&
    Number.isFinite(line.quantity) &&
    typeof line.size === 'string' &&
    typeof line.color === 'string'
  );
}

/**
 * Whatever local storage holds (edited by hand, written by an older version) becomes a valid
 * cart: unreadable lines are dropped, quantities kept within 1 to 10, missing texts emptied.
 */
export function normaliseCart(stored: unknown): GuestCartLine[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(isLine).flatMap((line) => {
    const quantity = Math.min(MAX_LINE_QUANTITY, Math.floor(line.quantity));
    if (quantity <= 0) return [];
    return [
      {
        _id: line._id,
        productId: line.productId,
        quantity,
        size: line.size,
        color: line.color,
        image: typeof line.image === 'string' ? line.image : '',
        price: typeof line.price === 'number' && line.price >= 0 ? line.price : 0,
        subCategory: typeof line.subCategory === 'string' ? line.subCategory : '',
        itemName: typeof line.itemName === 'string' ? line.itemName : '',
        itemNameMy: typeof line.itemNameMy === 'string' ? line.itemNameMy : '',
      },
    ];
  });
}

/** FNV-1a, 32 bits: a short fingerprint of a text (not for secrets). */
function fingerprint(text: string, seed = 0x811c9dc5): string {
  let hash = seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * The Idempotency-Key of merging this guest cart: the same stored cart always gives the same key
 * (a retry or a second tab merges nothing twice); any change to it (line ids are time-based) a new one.
 */
export function mergeKey(lines: readonly GuestCartLine[]): string {
  const text = JSON.stringify(lines.map((l) => [l._id, l.productId, l.color, l.size, l.quantity]));
  return `merge-${fingerprint(text)}-${fingerprint(text, 0x01000193)}-${lines.length}`;
}
