import { WALLETS, walletName, type Wallet } from './wallet-rules.ts';

/**
 * Orders' constants and pure rules, without
 * zod: the storefront imports them directly. `orders.ts` re-exports all of this beside the schemas.
 */

export const ORDER_PLACED_COD = 'Order placed successfully! Pay at your house when delivered.';
/** The answer to an order paid by a wallet: it waits for the transfer. */
export const orderPlacedByWallet = (wallet: Wallet) =>
  `Order placed successfully! Please pay by ${walletName(wallet)} to confirm it.`;
export const ORDER_PLACED_KBZPAY = orderPlacedByWallet('kbzpay');
export const ORDER_NOT_FOUND = 'Order not found';
/** The header that carries a guest order's key (docs/decisions/038). */
export const ORDER_KEY_HEADER = 'x-order-key';
export const IDEMPOTENCY_MISMATCH = 'This request was already used for a different order';
export const IDEMPOTENCY_INVALID = 'Idempotency-Key header must be 8 to 100 visible characters';
export const MAX_ORDER_LINES = 50;

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
/** Statuses a customer view can meet: 'completed' only in old data. */
export const DISPLAY_ORDER_STATUSES = [...ORDER_STATUSES, 'completed'] as const;
export type DisplayOrderStatus = (typeof DISPLAY_ORDER_STATUSES)[number];

/** Cash on delivery, or a transfer by one of the wallets the owner turns on. */
export const PAYMENT_METHODS = ['cod', ...WALLETS] as const;
export const PAYMENT_METHOD_INVALID = 'Please choose cash on delivery or one of the wallets the shop offers';
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;
/** What a courier may bring back from a shipped cash-on-delivery order: it is then cancelled. */
export const RETURN_REASONS = ['refused', 'unreachable'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_NOT_SHIPPED = 'Only a shipped order can come back from the courier';

/**
 * A courier's return is a cancellation from shipped: the order is cancelled with the reason, its
 * stock returned, and a cash-on-delivery payment fails (no cash was taken).
 */
export function canReturnOrder(status: string): boolean {
  return status === 'shipped';
}
/** Where an order the owner took came from (docs/decisions/047); the shop's own checkout has none. */
export const ORDER_SOURCES = ['phone', 'messenger', 'viber', 'walkin'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];
export const ORDER_SOURCE_INVALID = 'Please choose where the order came from: phone, Messenger, Viber or walk-in';
/** Statuses in which the owner may still change an order's address, place and lines. */
export const EDITABLE_ORDER_STATUSES = ['pending', 'processing'] as const;
export const canEditOrder = (status: string) => (EDITABLE_ORDER_STATUSES as readonly string[]).includes(status);
export const orderNotEditable = (status: string) =>
  `This order is ${status} and can no longer be changed: only pending or processing orders can be edited`;
export const ORDER_EDITED = 'Order updated';
export const ORDER_EDIT_NOTHING = 'Nothing to change: the order already is like this';
export const OWNER_ORDER_PLACED = 'Order taken';
export const ORDER_PAID_TOTAL_FIXED = 'This order is paid already: its total cannot change';

/** The timeline notes of an order the owner took or changed (English, as the timeline keeps them). */
const SOURCE_WORDS: Record<OrderSource, string> = {
  phone: 'by phone',
  messenger: 'on Messenger',
  viber: 'on Viber',
  walkin: 'in the shop',
};
export const orderTakenNote = (source: OrderSource) => `Order taken by the shop ${SOURCE_WORDS[source]}`;
export const ORDER_CHANGED_NOTE = 'Order changed by the shop';
/** The note a timeline's text is when it is one of these, else null. */
export function readOwnerNote(text: string): { kind: 'taken'; source: OrderSource } | { kind: 'changed' } | null {
  if (text === ORDER_CHANGED_NOTE) return { kind: 'changed' };
  const source = ORDER_SOURCES.find((s) => text === orderTakenNote(s));
  return source ? { kind: 'taken', source } : null;
}

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

/** Any status the browser does not know (or none) shows as pending. */
export function displayStatus(status: string | null | undefined): DisplayOrderStatus {
  const known = (DISPLAY_ORDER_STATUSES as readonly string[]).includes(status ?? '');
  return known ? (status as DisplayOrderStatus) : 'pending';
}

/** What the order page says of processing: 1–2 business days (the delivery promise is the order's zone's). */
export const PROCESSING_DAYS = { from: 1, to: 2 } as const;
