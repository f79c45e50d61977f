import { eq } from 'drizzle-orm';
import type { PlaceOrder } from '@shop/shared/orders';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { RetryLaterError } from '../../lib/app-error.ts';
import { addAndReadCounts } from '../../db/counters.ts';

export const TOO_MANY_GUEST_ORDERS =
  'Too many orders in a short time. Please wait a while, or sign in to order, and try again.';
export const TOO_MANY_GUEST_UNITS =
  'Too many items are waiting in unpaid guest orders. Please wait a while, or sign in to order, and try again.';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The email and the phone an order is placed with, each one spelling. */
function contactsOf(input: PlaceOrder): string[] {
  return [input.billingDetails.email.trim().toLowerCase(), input.billingDetails.phone];
}

/**
 * The limits on guest checkout (no account behind it, so nothing else stops a flood): orders per
 * hour per client address and per email or phone, and units per day, so one sender cannot
 * tie up the stock in unpaid cash-on-delivery orders. Counted before the order is written
 * (atomically, so a burst of parallel requests cannot slip through together); a repeat of an
 * Idempotency-Key already answered is not a new order and is let through to get its answer.
 */
export async function checkGuestOrderLimits(
  db: Db,
  limits: Config['guestOrders'],
  address: string,
  key: string | undefined,
  input: PlaceOrder,
): Promise<void> {
  if (key) {
    const [earlier] = await db.select({ id: orders.orderId }).from(orders).where(eq(orders.idempotencyKey, key));
    if (earlier) return;
  }
  const contacts = contactsOf(input);
  const orderKeys = [`guest-orders:address:${address}`, ...contacts.map((c) => `guest-orders:contact:${c}`)];
  const unitKeys = [`guest-units:address:${address}`, ...contacts.map((c) => `guest-units:contact:${c}`)];
  const units = input.cartItems.reduce((sum, line) => sum + line.quantity, 0);

  // The address is counted at once; the email, phone and units are read in the same statement
  // and counted only once the sender got past every limit: a stranger trying someone's address
  // from an address already refused does not use up that person's turns.
  const { added, read } = await addAndReadCounts(
    db,
    [{ key: orderKeys[0]!, windowMs: HOUR_MS }],
    [...orderKeys.slice(1), ...unitKeys],
  );
  const byAddress = added[0]!;
  if (byAddress.count > limits.perAddress)
    throw new RetryLaterError('RATE_LIMITED', TOO_MANY_GUEST_ORDERS, byAddress.retryAfter);
  const byContact = read.slice(0, contacts.length);
  const held = read.slice(contacts.length);
  const fullContact = byContact.find((c) => c.count >= limits.perContact);
  if (fullContact) throw new RetryLaterError('RATE_LIMITED', TOO_MANY_GUEST_ORDERS, fullContact.retryAfter);
  const fullUnits = held.find((c) => c.count + units > limits.unitsHeld);
  if (fullUnits) throw new RetryLaterError('RATE_LIMITED', TOO_MANY_GUEST_UNITS, fullUnits.retryAfter || 60);
  await addAndReadCounts(db, [
    ...orderKeys.slice(1).map((key) => ({ key, windowMs: HOUR_MS })),
    ...unitKeys.map((key) => ({ key, windowMs: DAY_MS, by: units })),
  ]);
}
