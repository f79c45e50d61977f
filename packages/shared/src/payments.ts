import { z } from 'zod';
import { MyanmarPhoneSchema } from './orders.ts';

/**
 * KBZ Pay by transfer, checked by the owner: the shop's settings, the customer's payment page
 * (`/qr/{orderId}`) and the owner's list of transfers to check.
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
/** Default time an unpaid transfer order keeps its stock. */
export const DEFAULT_HOLD_HOURS = 24;
export const MAX_HOLD_HOURS = 24 * 7;

const text = (max: number) => z.string().trim().max(max, `Please keep this under ${max} characters`);

/** PUT /api/admin/payment-settings. `qrImage` is an URL answered by the image upload. */
export const PaymentSettingsSchema = z.object({
  kbzpayEnabled: z.boolean(),
  accountName: text(100),
  /** Empty while not set; otherwise a Myanmar mobile number, kept as 09… digits. */
  phone: z.union([z.literal(''), MyanmarPhoneSchema]),
  qrImage: z.string().max(500).nullable(),
  instructionsEn: text(1000),
  instructionsMy: text(1000),
  holdHours: z
    .number({ error: 'Hold time must be a number of hours' })
    .positive('Hold time must be more than 0 hours')
    .max(MAX_HOLD_HOURS, `Hold time must be at most ${MAX_HOLD_HOURS} hours`),
});
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;
/** The settings as answered (plain values, the phone already in its 09… form). */
export const PaymentSettingsReplySchema = PaymentSettingsSchema.extend({ phone: z.string() });
export type PaymentSettingsInput = z.input<typeof PaymentSettingsSchema>;

/** Whether checkout may offer KBZ Pay: switched on, and everything a customer needs is there. */
export function kbzpayReady(s: Pick<PaymentSettings, 'kbzpayEnabled' | 'accountName' | 'phone' | 'qrImage'>): boolean {
  return s.kbzpayEnabled && s.accountName.trim() !== '' && s.phone !== '' && !!s.qrImage;
}

/** GET /api/payment-methods: what checkout offers. */
export const PaymentMethodsSchema = z.object({ cod: z.boolean(), kbzpay: z.boolean() });
export type PaymentMethods = z.infer<typeof PaymentMethodsSchema>;

export const TransactionIdSchema = z
  .string({ error: TRANSACTION_ID_REQUIRED })
  .trim()
  .min(1, TRANSACTION_ID_REQUIRED)
  .max(40, TRANSACTION_ID_INVALID)
  .regex(/^[A-Za-z0-9-]+$/, TRANSACTION_ID_INVALID);

/** The form fields of POST …/payment (multipart, with an optional `screenshot` file). */
export const SubmitPaymentSchema = z.object({ transactionId: TransactionIdSchema });
export type SubmitPayment = z.infer<typeof SubmitPaymentSchema>;

export const SUBMISSION_STATES = ['waiting', 'rejected', 'confirmed'] as const;
export const PAYMENT_PAGE_STATES = ['awaiting', 'waiting', 'rejected', 'confirmed', 'expired', 'closed'] as const;
export type PaymentPageState = (typeof PAYMENT_PAGE_STATES)[number];

/** GET …/orders/{id}/payment: everything `/qr/{orderId}` shows. */
export const PaymentPageSchema = z.object({
  orderId: z.string(),
  total: z.number().int(),
  /**
   * awaiting: no transaction id yet; waiting: one is being checked; rejected: the last one was
   * refused (another may be sent); confirmed: paid; expired: cancelled for want of payment;
   * closed: cancelled otherwise, or not a KBZ Pay order any more.
   */
  state: z.enum(PAYMENT_PAGE_STATES),
  /** ISO 8601: when the order gives its stock back if still unpaid; null once settled. */
  dueAt: z.string().nullable(),
  /** The server's clock now (ISO 8601), so the countdown does not trust the device's clock. */
  now: z.string(),
  transactionId: z.string().nullable(),
  rejectReason: z.string().nullable(),
  accountName: z.string(),
  phone: z.string(),
  qrImage: z.string().nullable(),
  instructionsEn: z.string(),
  instructionsMy: z.string(),
});
export type PaymentPage = z.infer<typeof PaymentPageSchema>;

export const SubmitPaymentReplySchema = z.object({ message: z.string(), payment: PaymentPageSchema });

/** One transfer in the admin's "payments to check" list. */
export const PaymentToCheckSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  total: z.number().int(),
  customerName: z.string(),
  transactionId: z.string(),
  screenshot: z.string().nullable(),
  /** ISO 8601. */
  submittedAt: z.string(),
  /** Other orders whose payment named the same transaction id. */
  usedOnOrders: z.array(z.string()),
});
export type PaymentToCheck = z.infer<typeof PaymentToCheckSchema>;
export const PaymentsToCheckSchema = z.object({ payments: z.array(PaymentToCheckSchema), count: z.number().int() });
export type PaymentsToCheck = z.infer<typeof PaymentsToCheckSchema>;

export const RejectPaymentSchema = z.object({
  reason: z.string({ error: REJECT_REASON_REQUIRED }).trim().min(1, REJECT_REASON_REQUIRED).max(500),
});
export const PaymentIdParamsSchema = z.object({ paymentId: z.string().regex(/^\d{1,18}$/, 'Payment not found') });
export const PaymentDecisionReplySchema = z.object({ message: z.string() });
export const SweepReplySchema = z.object({ expired: z.number().int() });
