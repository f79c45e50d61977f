import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TRANSFER_STATES, WALLETS } from '@shop/shared/payments-rules';
import { orders } from './orders.ts';

/**
 * The shop's wallets (migration 0015): one row per way to pay by transfer (`WALLETS`), off until the
 * owner fills it in and turns it on. A wallet has the account's name, its phone number and QR; a
 * bank transfer the account's name, the bank and the account number. `hold_seconds` is how long an
 * unpaid order of that wallet keeps its stock; the order's due time is fixed when it is placed.
 */
export const paymentWallets = pgTable(
  'payment_wallets',
  {
    wallet: text('wallet', { enum: WALLETS }).primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    accountName: text('account_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    accountNumber: text('account_number').notNull().default(''),
    qrImage: text('qr_image'),
    instructionsEn: text('instructions_en').notNull().default(''),
    instructionsMy: text('instructions_my').notNull().default(''),
    holdSeconds: integer('hold_seconds').notNull().default(86_400),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_wallets_wallet_check', sql`${t.wallet} in ('kbzpay', 'wavepay', 'ayapay', 'cbpay', 'bank')`),
    check('payment_wallets_hold_check', sql`${t.holdSeconds} > 0`),
  ],
);

/**
 * Each transaction id a customer sent for a transfer order, and what the owner decided. At most
 * one per order waits to be checked (the partial unique index), so a second send while one waits
 * is refused, and a confirm or reject is a guarded update of the waiting row: made once. Cancelling
 * the order closes the waiting one in the same transaction (state `closed`).
 */
export const paymentSubmissions = pgTable(
  'payment_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    /** As the customer typed it, in `transactionIdText`'s spelling (Latin digits, upper case): shown. */
    transactionId: text('transaction_id').notNull(),
    /**
     * The id in `transactionKey`'s spelling (no dashes or spaces): what reused ids are found by, and
     * what a confirm is refused on when another order's transfer with it was confirmed.
     */
    transactionKey: text('transaction_key').notNull(),
    screenshot: text('screenshot'),
    state: text('state', { enum: TRANSFER_STATES }).notNull().default('waiting'),
    rejectReason: text('reject_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
  },
  (t) => [
    uniqueIndex('payment_submissions_one_waiting')
      .on(t.orderId)
      .where(sql`${t.state} = 'waiting'`),
    index('payment_submissions_order_idx').on(t.orderId, t.submittedAt),
    index('payment_submissions_transaction_key_idx').on(t.transactionKey),
    index('payment_submissions_waiting_idx')
      .on(t.submittedAt)
      .where(sql`${t.state} = 'waiting'`),
    check('payment_submissions_state_check', sql`${t.state} in ('waiting', 'rejected', 'confirmed', 'closed')`),
  ],
);

/**
 * Mails owed to customers whose transfer order expired: written by the transaction that cancels
 * the order, removed by whoever sends the mail (docs/decisions/032-payment-expiry-sweep.md).
 */
export const paymentExpiryMails = pgTable('payment_expiry_mails', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.orderId, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
