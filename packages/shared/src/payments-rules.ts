import { toLatinDigits } from './language.ts';
import { WALLETS, WALLET_NAMES, walletName, type Wallet } from './wallet-rules.ts';

export * from './wallet-rules.ts';

/**
 * The wallets' (KBZ Pay, Wave Pay, AYA Pay, CB Pay, bank transfer) constants, messages and pure rules, without zod: the storefront and the admin import
 * them directly. `payments.ts` re-exports all of this beside the schemas.
 */

/** The 400 of an order for a wallet the shop does not offer now. */
export const walletUnavailable = (wallet: Wallet) =>
  `${walletName(wallet)} is not available at the moment. Please choose cash on delivery.`;
export const KBZPAY_UNAVAILABLE = walletUnavailable('kbzpay');
export const PAYMENT_NOT_OPEN = 'This order is not waiting for a KBZ Pay transfer';
export const PAYMENT_ALREADY_WAITING = 'A transaction id for this order is already waiting to be checked';
export const PAYMENT_NOT_WAITING = 'This payment is not waiting to be checked';
export const TRANSACTION_ID_REQUIRED = 'Transaction id is required';
export const TRANSACTION_ID_INVALID =
  'Please enter the transaction id as your payment app shows it (letters and digits)';
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

/** Dashes as phones and copied receipts write them: hyphen, non-breaking hyphen, en and em dash, minus. */
const DASHES = /[\u2010-\u2015\u2212\uFE63\uFF0D]/g;
/** Spaces, non-breaking and zero-width ones included. */
const SPACES = /[\s\u200B\uFEFF]+/g;

/**
 * A transaction id with what a Myanmar keyboard or a copied receipt puts in it made plain: Myanmar
 * digits made Latin (and the letter ဝ, which a Burmese keyboard offers for zero, made 0), every
 * kind of dash made "-", every run of spaces one space.
 */
function plainTransactionId(raw: string): string {
  return toLatinDigits(raw.replace(/\u101D/g, '0'))
    .replace(DASHES, '-')
    .replace(SPACES, ' ')
    .trim();
}

/**
 * A transaction id as it is kept and shown: Myanmar digits made Latin, upper case, dashes made
 * "-", runs of spaces made one ("kbz–၂၆၁၁  0001" → "KBZ-2611 0001").
 */
export function transactionIdText(raw: string): string {
  return plainTransactionId(raw).toUpperCase();
}

/**
 * One spelling per transaction id, to compare them: no dashes or spaces, Myanmar digits made Latin,
 * upper case ("0100-3984-022", "0100 3984 022" and "၀၁၀၀၃၉၈၄၀၂၂" are all "01003984022").
 */
export function transactionKey(raw: string): string {
  return plainTransactionId(raw).replace(/[ -]/g, '').toUpperCase();
}

/** Whether a typed transaction id is letters and digits with dashes or spaces between (any digits, any dashes). */
export function transactionIdValid(raw: string): boolean {
  const plain = plainTransactionId(raw);
  return /^[A-Za-z0-9 -]+$/.test(plain) && transactionKey(plain) !== '';
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
 * Whether checkout may offer a wallet: switched on, and everything a customer needs to pay is there:
 * the account's name, and a wallet's number and QR, or a bank's name and account number.
 */
export function walletReady(
  wallet: Wallet,
  s: {
    enabled: boolean;
    accountName: string;
    phone: string;
    qrImage: string | null;
    bankName: string;
    accountNumber: string;
  },
): boolean {
  if (!s.enabled || s.accountName.trim() === '') return false;
  if (wallet === 'bank') return s.bankName.trim() !== '' && s.accountNumber.trim() !== '';
  return s.phone !== '' && !!s.qrImage;
}

/**
 * What the server writes on an order's timeline about its KBZ Pay transfer. It is stored and
 * answered as the English sentence (`note` of a timeline entry, unchanged on the wire); the web
 * reads it back with `readPaymentNote` and shows it in the reader's language. An admin's reject
 * reason stays as it was typed.
 */
export type PaymentNote = (
  | { kind: 'kbzpayConfirmed'; transactionId: string }
  | { kind: 'kbzpayRejected'; transactionId: string; reason: string }
  | { kind: 'kbzpayClosed'; transactionId: string }
  | { kind: 'kbzpayExpired' }
) & {
  /** The wallet of the transfer; left out for KBZ Pay (the notes written before there were others). */
  wallet?: Exclude<Wallet, 'kbzpay'>;
};

const NAME = `(${WALLETS.map((w) => WALLET_NAMES[w].en).join('|')})`;
// A transaction id is kept as `transactionIdText` writes it: letters, digits, dashes and single spaces.
const ID = '([A-Za-z0-9 -]+)';
const EXPIRED_NOTE = new RegExp(`^${NAME} payment not received in time$`);
const CONFIRMED_NOTE = new RegExp(`^${NAME} payment confirmed \\(transaction ${ID}\\)$`);
const REJECTED_NOTE = new RegExp(`^${NAME} payment rejected \\(transaction ${ID}\\): ([\\s\\S]*)$`);
const CLOSED_NOTE = new RegExp(`^${NAME} transfer not checked \\(transaction ${ID}\\): order cancelled$`);

/** The note's wallet field: none for KBZ Pay. */
export function noteWallet(wallet: Wallet): Pick<PaymentNote, 'wallet'> {
  return wallet === 'kbzpay' ? {} : { wallet };
}

/** The English sentence of a note, as the timeline keeps it. */
export function paymentNoteText(note: PaymentNote): string {
  const name = walletName(note.wallet ?? 'kbzpay');
  switch (note.kind) {
    case 'kbzpayConfirmed':
      return `${name} payment confirmed (transaction ${note.transactionId})`;
    case 'kbzpayRejected':
      return `${name} payment rejected (transaction ${note.transactionId}): ${note.reason}`;
    case 'kbzpayClosed':
      return `${name} transfer not checked (transaction ${note.transactionId}): order cancelled`;
    case 'kbzpayExpired':
      return `${name} payment not received in time`;
  }
}

function walletNamed(name: string): Pick<PaymentNote, 'wallet'> {
  return noteWallet(WALLETS.find((w) => WALLET_NAMES[w].en === name) ?? 'kbzpay');
}

/** The note a timeline's text is (also one written before this list existed), or null for any other text. */
export function readPaymentNote(text: string): PaymentNote | null {
  const expired = EXPIRED_NOTE.exec(text);
  if (expired) return { kind: 'kbzpayExpired', ...walletNamed(expired[1]!) };
  const confirmed = CONFIRMED_NOTE.exec(text);
  if (confirmed) return { kind: 'kbzpayConfirmed', transactionId: confirmed[2]!, ...walletNamed(confirmed[1]!) };
  const rejected = REJECTED_NOTE.exec(text);
  if (rejected)
    return { kind: 'kbzpayRejected', transactionId: rejected[2]!, reason: rejected[3]!, ...walletNamed(rejected[1]!) };
  const closed = CLOSED_NOTE.exec(text);
  if (closed) return { kind: 'kbzpayClosed', transactionId: closed[2]!, ...walletNamed(closed[1]!) };
  return null;
}
