import type { OrderCartItem } from '@shop/shared/orders';

/** The checkout's pure rules: phone input, the attempt's Idempotency-Key, the order lines sent. */

/** The phone field keeps digits only: every non-digit is stripped, not only the first; Myanmar digits become Latin. */
export { digitsOnly } from '../../lib/digits.ts';

export type CheckoutAttempt = { key: string; fingerprint: string };

/**
 * The Idempotency-Key for placing this order: the stored attempt's key while the order sent is the
 * same (a double click, a retry after a lost answer: one order), a fresh key once it changed.
 */
export function nextAttempt(
  stored: CheckoutAttempt | null,
  fingerprint: string,
  newKey: () => string,
): CheckoutAttempt {
  if (stored && stored.fingerprint === fingerprint) return stored;
  return { key: newKey(), fingerprint };
}

export function parseAttempt(raw: string | null): CheckoutAttempt | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CheckoutAttempt> | null;
    return typeof value?.key === 'string' && typeof value.fingerprint === 'string'
      ? { key: value.key, fingerprint: value.fingerprint }
      : null;
  } catch {
    return null;
  }
}

export type CheckoutLine = { productId: string; color: string; size: string; quantity: number };

/** What the server needs of a line; price, name and image are the catalogue's to say. */
export function orderLines(lines: readonly CheckoutLine[]): OrderCartItem[] {
  // The size stays text in a guest cart; the server checks it against the catalogue.
  return lines.map(({ productId, color, size, quantity }) => ({
    productId,
    color,
    size: size as OrderCartItem['size'],
    quantity,
  }));
}

/** A server field path ('billingDetails.phone') as the form's field name ('phone'). */
export function formField(path: string | undefined): string | undefined {
  return path?.startsWith('billingDetails.') ? path.slice('billingDetails.'.length) : path;
}
