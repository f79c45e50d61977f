import { z } from 'zod';
import { limitedText, requiredText, textSchema } from './text.ts';
import { PHONE_INVALID_MYANMAR } from './auth.ts';
import { MyanmarPhoneSchema } from './orders.ts';
import {
  MAX_HOLD_HOURS,
  PAYMENT_PAGE_STATES,
  REJECT_REASON_REQUIRED,
  TRANSACTION_ID_INVALID,
  TRANSFER_STATES,
  TRANSACTION_ID_REQUIRED,
  transactionIdValid,
  WALLETS,
} from './payments-rules.ts';
import { toLatinDigits } from './language.ts';

export * from './payments-rules.ts';

/**
 * Paying by transfer (KBZ Pay, Wave Pay, AYA Pay, CB Pay, bank transfer), checked by the owner:
 * the shop's settings per wallet, the customer's payment page (`/qr/{orderId}`) and the owner's list
 * of transfers to check.
 */

export const WalletSchema = z.enum(WALLETS, { error: 'Unknown wallet' });

/** PUT /api/admin/payment-settings. `qrImage` is an URL answered by the image upload. */
export const PaymentSettingsSchema = z.object({
  kbzpayEnabled: z.boolean(),
  accountName: limitedText(100),
  /** Empty while not set; otherwise a Myanmar mobile number, kept as 09… digits. */
  phone: z.union([z.literal(''), MyanmarPhoneSchema], { error: PHONE_INVALID_MYANMAR }),
  qrImage: textSchema().max(500).nullable(),
  instructionsEn: limitedText(1000),
  instructionsMy: limitedText(1000),
  holdHours: z
    .number({ error: 'Hold time must be a number of hours' })
    .positive('Hold time must be more than 0 hours')
    .max(MAX_HOLD_HOURS, `Hold time must be at most ${MAX_HOLD_HOURS} hours`),
});
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;
/** The settings as answered (plain values, the phone already in its 09… form). */
export const PaymentSettingsReplySchema = PaymentSettingsSchema.extend({ phone: textSchema() });
export type PaymentSettingsInput = z.input<typeof PaymentSettingsSchema>;

/** A bank account number: digits (Latin or Myanmar), spaces or dashes between groups; kept in Latin digits. */
export const ACCOUNT_NUMBER_INVALID = 'Account number: digits, with spaces or dashes between groups';
const AccountNumberSchema = limitedText(40)
  .transform((value) => toLatinDigits(value).replace(/\s+/g, ' '))
  .pipe(z.string().regex(/^[0-9 -]*$/, ACCOUNT_NUMBER_INVALID));

/**
 * PUT /api/admin/payment-wallets/{wallet}: one wallet's settings. A wallet (KBZ Pay, Wave Pay, AYA Pay,
 * CB Pay) takes the account's name, its phone number and QR; a bank transfer the account's name,
 * the bank's name and the account number (a QR is optional). `qrImage` is an URL answered by the
 * image upload.
 */
export const WalletSettingsSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  accountName: limitedText(100),
  /** Empty while not set; otherwise a Myanmar mobile number, kept as 09… digits. */
  phone: z.union([z.literal(''), MyanmarPhoneSchema], { error: PHONE_INVALID_MYANMAR }).default(''),
  bankName: limitedText(100).default(''),
  accountNumber: AccountNumberSchema.default(''),
  qrImage: textSchema().max(500).nullable().default(null),
  instructionsEn: limitedText(1000),
  instructionsMy: limitedText(1000),
  holdHours: PaymentSettingsSchema.shape.holdHours,
});
export type WalletSettings = z.infer<typeof WalletSettingsSchema>;
export type WalletSettingsInput = z.input<typeof WalletSettingsSchema>;
/** A wallet's settings as answered, with whether checkout offers it (on and complete). */
export const WalletSettingsReplySchema = WalletSettingsSchema.extend({
  wallet: WalletSchema,
  phone: textSchema(),
  accountNumber: textSchema(),
  ready: z.boolean(),
});
export type WalletSettingsReply = z.infer<typeof WalletSettingsReplySchema>;
export const WalletsReplySchema = z.object({ wallets: z.array(WalletSettingsReplySchema) });
export type WalletsReply = z.infer<typeof WalletsReplySchema>;
export const WalletParamsSchema = z.object({ wallet: WalletSchema });

/** GET /api/payment-methods: what checkout offers, a key per method (`{ cod: true, kbzpay: true, wavepay: false, … }`). */
export const PaymentMethodsSchema = z.object({
  cod: z.boolean(),
  kbzpay: z.boolean(),
  wavepay: z.boolean(),
  ayapay: z.boolean(),
  cbpay: z.boolean(),
  bank: z.boolean(),
});
export type PaymentMethods = z.infer<typeof PaymentMethodsSchema>;

/**
 * Letters and digits (Latin or Myanmar ၀-၉, as a Myanmar keyboard types them), with dashes (any
 * kind) or spaces between groups if the customer copies them so; at least one letter or digit.
 */
export const TransactionIdSchema = z
  .string({ error: TRANSACTION_ID_REQUIRED })
  .trim()
  .min(1, TRANSACTION_ID_REQUIRED)
  .max(40, TRANSACTION_ID_INVALID)
  .refine(transactionIdValid, TRANSACTION_ID_INVALID);

/** The form fields of POST …/payment (multipart, with an optional `screenshot` file). */
export const SubmitPaymentSchema = z.object({ transactionId: TransactionIdSchema });
export type SubmitPayment = z.infer<typeof SubmitPaymentSchema>;

/** GET …/orders/{id}/payment: everything `/qr/{orderId}` shows. */
export const PaymentPageSchema = z.object({
  orderId: textSchema(),
  /** The wallet the order is paid by: its settings below, also when the owner has turned it off since. */
  method: WalletSchema,
  total: z.number().int(),
  /**
   * awaiting: no transaction id yet; waiting: one is being checked; rejected: the last one was
   * refused (another may be sent); confirmed: paid; expired: cancelled for want of payment;
   * closed: cancelled otherwise, or not a KBZ Pay order any more.
   */
  state: z.enum(PAYMENT_PAGE_STATES),
  /** ISO 8601: when the order gives its stock back if still unpaid; null once settled. */
  dueAt: textSchema().nullable(),
  /** The server's clock now (ISO 8601), so the countdown does not trust the device's clock. */
  now: textSchema(),
  transactionId: textSchema().nullable(),
  rejectReason: textSchema().nullable(),
  /**
   * The shop cancelled the order (its time to pay did not run out): money sent for it is returned,
   * the shop phones the customer. The state is then `closed`.
   */
  cancelledByShop: z.boolean(),
  accountName: textSchema(),
  /** The wallet's number (empty for a bank transfer). */
  phone: textSchema(),
  /** A bank transfer's bank and account number (empty for a wallet). */
  bankName: textSchema(),
  accountNumber: textSchema(),
  qrImage: textSchema().nullable(),
  instructionsEn: textSchema(),
  instructionsMy: textSchema(),
});
export type PaymentPage = z.infer<typeof PaymentPageSchema>;

export const SubmitPaymentReplySchema = z.object({ message: textSchema(), payment: PaymentPageSchema });

/** One transfer in the admin's "payments to check" list. */
export const PaymentToCheckSchema = z.object({
  _id: textSchema(),
  orderId: textSchema(),
  /** The wallet the customer paid by. */
  method: WalletSchema,
  total: z.number().int(),
  customerName: textSchema(),
  transactionId: textSchema(),
  screenshot: textSchema().nullable(),
  /** ISO 8601. */
  submittedAt: textSchema(),
  /** Other orders whose payment named the same transaction id (compared as `transactionKey` spells it). */
  usedOnOrders: z.array(textSchema()),
});
export type PaymentToCheck = z.infer<typeof PaymentToCheckSchema>;
export const PaymentsToCheckSchema = z.object({ payments: z.array(PaymentToCheckSchema), count: z.number().int() });
/** GET /api/admin/payments?wallet=…: only the transfers of that wallet (any other value: all). */
export const PaymentsToCheckQuerySchema = z.object({
  wallet: z
    .string()
    .optional()
    .transform((value) =>
      (WALLETS as readonly string[]).includes(value ?? '') ? (value as (typeof WALLETS)[number]) : undefined,
    ),
});
export type PaymentsToCheck = z.infer<typeof PaymentsToCheckSchema>;

/**
 * A transaction id a customer sent for an order and what became of it, as the admin's order page
 * shows it (`transfers` of an admin order, newest first).
 */
export const OrderTransferSchema = z.object({
  /** The id the confirm and reject routes take. */
  _id: textSchema(),
  transactionId: textSchema(),
  screenshot: textSchema().nullable(),
  /** ISO 8601. */
  submittedAt: textSchema(),
  state: z.enum(TRANSFER_STATES),
  /** Why the owner rejected it; null otherwise. */
  rejectReason: textSchema().nullable(),
  /** ISO 8601: when it was confirmed or rejected; null while it waits. */
  decidedAt: textSchema().nullable(),
  /** Other orders whose payment named the same transaction id (compared as `transactionKey` spells it). */
  usedOnOrders: z.array(textSchema()),
});
export type OrderTransfer = z.infer<typeof OrderTransferSchema>;

/**
 * POST /api/admin/payments/{id}/confirm (the body may be left out). `allowDuplicate: true` confirms
 * even though the transaction id was already confirmed on another order (the owner checked that
 * these are two transfers); written in the audit trail with the other orders.
 */
export const ConfirmPaymentSchema = z
  .object({ allowDuplicate: z.boolean({ error: 'allowDuplicate must be true or false' }).optional() })
  // Fastify hands a request without a body to the validator as null.
  .nullish();
export type ConfirmPayment = z.infer<typeof ConfirmPaymentSchema>;

export const RejectPaymentSchema = z.object({
  reason: requiredText(REJECT_REASON_REQUIRED, 500),
});
export const PaymentIdParamsSchema = z.object({ paymentId: textSchema().regex(/^\d{1,18}$/, 'Payment not found') });
export const PaymentDecisionReplySchema = z.object({ message: textSchema() });
export const SweepReplySchema = z.object({ expired: z.number().int() });
