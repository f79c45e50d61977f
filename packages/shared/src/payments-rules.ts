import { toLatinDigits } from './language.ts';

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
/** Why a transfer still waiting to be checked was closed: its order was cancelled by the shop. */
export const TRANSFER_CLOSED_REASON = 'Order cancelled';
/** The 409 of a confirm whose transaction id was already confirmed on other orders (named by number). */
export const transactionAlreadyConfirmed = (orderIds: readonly string[]) =>
  `This transaction id was already confirmed on order ${orderIds.join(', ')}`;
/** The longest an unpaid transfer order may keep its stock. */
export const MAX_HOLD_HOURS = 24 * 7;

/**
 * A transaction id sent for an order: waiting to be checked, then rejected or confirmed by the
 * owner, or closed (never checked) because the shop cancelled the order while it waited.
 */
export const TRANSFER_STATES = ['waiting', 'rejected', 'confirmed', 'closed'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

export const PAYMENT_PAGE_STATES = ['awaiting', 'waiting', 'rejected', 'confirmed', 'expired', 'closed'] as const;
export type PaymentPageState = (typeof PAYMENT_PAGE_STATES)[number];

/**
 * A transaction id as it is kept and shown: Myanmar digits made Latin, upper case, runs of spaces
 * made one ("kbz-၂၆၁၁ 0001" → "KBZ-2611 0001").
 */
export function transactionIdText(raw: string): string {
  return toLatinDigits(raw).trim().replace(/\s+/g, ' ').toUpperCase();
}

/**
 * One spelling per transaction id, to compare them: no dashes or spaces, Myanmar digits made Latin,
 * upper case ("0100-3984-022", "0100 3984 022" and "၀၁၀၀၃၉၈၄၀၂၂" are all "01003984022").
 */
export function transactionKey(raw: string): string {
  return toLatinDigits(raw).replace(/[\s-]/g, '').toUpperCase();
}

/** Whether checkout may offer KBZ Pay: switched on, and everything a customer needs is there. */
export function kbzpayReady(s: {
  kbzpayEnabled: boolean;
  accountName: string;
  phone: string;
  qrImage: string | null;
}): boolean {
  return s.kbzpayEnabled && s.accountName.trim() !== '' && s.phone !== '' && !!s.qrImage;
}

/**
 * What the server writes on an order's timeline about its KBZ Pay transfer. It is stored and
 * answered as the English sentence (`note` of a timeline entry, unchanged on the wire); the web
 * reads it back with `readPaymentNote` and shows it in the reader's language. An admin's reject
 * reason stays as it was typed.
 */
export type PaymentNote =
  | { kind: 'kbzpayConfirmed'; transactionId: string }
  | { kind: 'kbzpayRejected'; transactionId: string; reason: string }
  | { kind: 'kbzpayClosed'; transactionId: string }
  | { kind: 'kbzpayExpired' };

const EXPIRED_NOTE = 'KBZ Pay payment not received in time';
// A transaction id is kept as `transactionIdText` writes it: letters, digits, dashes and single spaces.
const CONFIRMED_NOTE = /^KBZ Pay payment confirmed \(transaction ([A-Za-z0-9 -]+)\)$/;
const REJECTED_NOTE = /^KBZ Pay payment rejected \(transaction ([A-Za-z0-9 -]+)\): ([\s\S]*)$/;
const CLOSED_NOTE = /^KBZ Pay transfer not checked \(transaction ([A-Za-z0-9 -]+)\): order cancelled$/;

/** The English sentence of a note, as the timeline keeps it. */
export function paymentNoteText(note: PaymentNote): string {
  switch (note.kind) {
    case 'kbzpayConfirmed':
      return `KBZ Pay payment confirmed (transaction ${note.transactionId})`;
    case 'kbzpayRejected':
      return `KBZ Pay payment rejected (transaction ${note.transactionId}): ${note.reason}`;
    case 'kbzpayClosed':
      return `KBZ Pay transfer not checked (transaction ${note.transactionId}): order cancelled`;
    case 'kbzpayExpired':
      return EXPIRED_NOTE;
  }
}

/** The note a timeline's text is (also one written before this list existed), or null for any other text. */
export function readPaymentNote(text: string): PaymentNote | null {
  if (text === EXPIRED_NOTE) return { kind: 'kbzpayExpired' };
  const confirmed = CONFIRMED_NOTE.exec(text);
  if (confirmed) return { kind: 'kbzpayConfirmed', transactionId: confirmed[1]! };
  const rejected = REJECTED_NOTE.exec(text);
  if (rejected) return { kind: 'kbzpayRejected', transactionId: rejected[1]!, reason: rejected[2]! };
  const closed = CLOSED_NOTE.exec(text);
  if (closed) return { kind: 'kbzpayClosed', transactionId: closed[1]! };
  return null;
}
