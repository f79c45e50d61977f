/**
 * KBZ Pay's constants, messages and pure rules, without zod: the storefront and the admin import
 * them directly. `payments.ts` re-exports all of this beside the schemas.
 */

export const KBZPAY_UNAVAILABLE = 'KBZ Pay is not available at the moment. Please choose cash on delivery.';
export const PAYMENT_NOT_OPEN = 'This order is not waiting for a KBZ Pay transfer';
export const PAYMENT_ALREADY_WAITING = 'A transaction id for this order is already waiting to be checked';
export const PAYMENT_NOT_WAITING = 'This payment is not waiting to be checked';
export const TRANSACTION_ID_REQUIRED = 'Transaction id is required';
export const TRANSACTION_ID_INVALID = 'Please enter the transaction id as KBZ Pay shows it (letters and digits)';
export const REJECT_REASON_REQUIRED = 'Please say why the payment is rejected';
export const PAYMENT_SUBMITTED = 'Thank you! We will check your payment soon.';
export const SCREENSHOT_FIELD = 'screenshot';
/** The longest an unpaid transfer order may keep its stock. */
export const MAX_HOLD_HOURS = 24 * 7;

/** A transaction id sent for an order: waiting to be checked, then rejected or confirmed by the owner. */
export const TRANSFER_STATES = ['waiting', 'rejected', 'confirmed'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

export const PAYMENT_PAGE_STATES = ['awaiting', 'waiting', 'rejected', 'confirmed', 'expired', 'closed'] as const;
export type PaymentPageState = (typeof PAYMENT_PAGE_STATES)[number];

/** Whether checkout may offer KBZ Pay: switched on, and everything a customer needs is there. */
export function kbzpayReady(s: {
  kbzpayEnabled: boolean;
  accountName: string;
  phone: string;
  qrImage: string | null;
}): boolean {
  return s.kbzpayEnabled && s.accountName.trim() !== '' && s.phone !== '' && !!s.qrImage;
}
