import type { FieldPath } from 'react-hook-form';
import type { OwnerOrderFormInput } from '@shop/shared/owner-orders';
import { ApiError } from '../../lib/api-client.ts';

const FORM_FIELDS = new Set([
  'name',
  'phone',
  'email',
  'region',
  'city',
  'township',
  'fullAddress',
  'orderNotes',
  'paymentMethod',
  'source',
]);

/**
 * Where the server's refusal belongs on the owner's order forms: a form field (`billingDetails.phone`,
 * or a place the zone table refused), the lines (`cartItems…`: stock, a product gone), or neither.
 */
export function orderErrorTarget(error: unknown): { field: FieldPath<OwnerOrderFormInput> } | { lines: true } | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  if (error.field.startsWith('cartItems')) return { lines: true };
  const field = error.field.replace(/^billingDetails\./, '');
  return FORM_FIELDS.has(field) ? { field: field as FieldPath<OwnerOrderFormInput> } : null;
}

/** A fresh Idempotency-Key for one order being taken (`randomUUID` needs a secure context). */
export function newOrderKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
