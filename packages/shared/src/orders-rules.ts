/**
 * Orders' constants and pure rules (spec sections 4, 8, 9; DECISIONS "Stock and orders"), without
 * zod: the storefront imports them directly. `orders.ts` re-exports all of this beside the schemas.
 */

export const ORDER_PLACED_COD = 'Order placed successfully! Pay at your house when delivered.';
export const ORDER_PLACED_KBZPAY = 'Order placed successfully! Please pay by KBZ Pay to confirm it.';
export const ORDER_NOT_FOUND = 'Order not found';
export const IDEMPOTENCY_MISMATCH = 'This request was already used for a different order';
export const IDEMPOTENCY_INVALID = 'Idempotency-Key header must be 8 to 100 visible characters';
export const MAX_ORDER_LINES = 50;

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
/** Statuses a customer view can meet: 'completed' only in old data (DECISIONS "Stock and orders"). */
export const DISPLAY_ORDER_STATUSES = [...ORDER_STATUSES, 'completed'] as const;
export type DisplayOrderStatus = (typeof DISPLAY_ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['cod', 'kbzpay'] as const;
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;
export const TIMELINE_ACTORS = ['customer', 'guest', 'admin', 'system'] as const;

/**
 * Order ids: "ORD-" and 12 symbols of Crockford's base32 (no I, L, O, U) in groups of four,
 * 60 random bits: not guessable, and still easy to read out over the phone.
 */
export const ORDER_ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ORDER_ID_PATTERN = /^ORD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** Reads an order id the way a person may type it: any case, O for 0, I or L for 1, no dashes. */
export function normalizeOrderId(raw: string): string | null {
  const symbols = raw
    .trim()
    .toUpperCase()
    .replace(/^ORD/, '')
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{12}$/.test(symbols)) return null;
  return `ORD-${symbols.slice(0, 4)}-${symbols.slice(4, 8)}-${symbols.slice(8)}`;
}

/** Any status the browser does not know (or none) shows as pending (spec section 4). */
export function displayStatus(status: string | null | undefined): DisplayOrderStatus {
  const known = (DISPLAY_ORDER_STATUSES as readonly string[]).includes(status ?? '');
  return known ? (status as DisplayOrderStatus) : 'pending';
}

/** Business days to delivery by city (spec section 9): Yangon 1–2, Mandalay 2–4, elsewhere 2–7. */
export function deliveryEstimate(city: string): { from: number; to: number } {
  switch (city.trim().toLowerCase()) {
    case 'yangon':
      return { from: 1, to: 2 };
    case 'mandalay':
      return { from: 2, to: 4 };
    default:
      return { from: 2, to: 7 };
  }
}

/** What the order page promises (spec section 9): processing in 1–2 business days, delivery in 3–7. */
export const PROCESSING_DAYS = { from: 1, to: 2 } as const;
export const DELIVERY_DAYS = { from: 3, to: 7 } as const;
