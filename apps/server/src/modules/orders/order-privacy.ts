import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import type { Order } from '@shop/shared/orders';

/**
 * Private order pages (docs/decisions/038): an order's number is printed on slips and posted in
 * screenshots, so it opens only what it shows anyway (status, items, totals, the township). The
 * buyer's name, phone, full address and email need the order's key: an HMAC of the order id under
 * the server's session secret, answered to the browser that placed the order (and after the Track
 * Order check), which keeps it with the order. Derived, not stored: a repeated checkout answers the
 * same key, and no column or statement is added to the checkout.
 */
export function orderAccessKey(secret: string, orderId: string): string {
  return createHmac('sha256', secretKey(secret)).update(`order-access\0${orderId}`).digest('base64url');
}

/** The secret as a key object, made once (every guest order's answer carries a key: decision 054). */
let kept: { secret: string; key: KeyObject } | undefined;
function secretKey(secret: string): KeyObject {
  if (kept?.secret !== secret) kept = { secret, key: createSecretKey(Buffer.from(secret, 'utf8')) };
  return kept.key;
}

export function orderAccessMatches(secret: string, orderId: string, key: string | undefined): boolean {
  if (!key) return false;
  const expected = Buffer.from(orderAccessKey(secret, orderId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const DOTS = '•••';

/** 09771234567 → 09•••••4567: enough for the buyer to know it is theirs, not enough to call. */
export function maskPhone(phone: string): string {
  if (phone.length <= 6) return DOTS;
  return `${phone.slice(0, 2)}${'•'.repeat(phone.length - 6)}${phone.slice(-4)}`;
}

function maskEmail(email: string): string {
  if (!email) return '';
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}${DOTS}${email.slice(at)}` : DOTS;
}

/** The order as anyone with its number sees it: the same shape, the person's details masked. */
export function maskedOrder(order: Order): Order {
  const a = order.shippingAddress;
  return {
    ...order,
    shippingAddress: {
      ...a,
      name: a.name ? `${[...a.name][0]}${DOTS}` : '',
      phone: maskPhone(a.phone),
      email: maskEmail(a.email),
      fullAddress: DOTS,
      deliveryNotes: '',
    },
    guestEmail: order.guestEmail === null ? null : maskEmail(order.guestEmail),
    detailsHidden: true,
  };
}
