import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  PAYMENT_NOT_OPEN,
  PAYMENT_NOT_WAITING,
  isWallet,
  noteWallet,
  paymentNoteText,
  transactionAlreadyConfirmed,
  type PaymentsToCheck,
  type Wallet,
} from '@shop/shared/payments';
import type { Db, Tx } from '../../db/client.ts';
import { orders, orderTimeline, paymentSubmissions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../../lib/mail.ts';
import { safeError } from '../../lib/safe-error.ts';
import { recordAudit } from '../audit/index.ts';
import { moveOrders, orderMailLanguage } from '../orders/index.ts';
import { screenshotAddress, usedOn } from '../payments/index.ts';
import { sendPaymentConfirmed, sendPaymentRejected } from './payment-mail.ts';

export type ReviewDeps = { mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };
const PAYMENT_NOT_FOUND = 'Payment not found';

type ToCheckRow = {
  id: string;
  order_id: string;
  payment_method: Wallet;
  total: number;
  name: string;
  transaction_id: string;
  screenshot: string | null;
  submitted_at: Date | string;
  used_on: string[] | null;
};

/**
 * GET /api/admin/payments: every transfer waiting to be checked (of one wallet, when asked), oldest
 * first, each with its wallet and the other orders whose payment named the same transaction id (a
 * reused id is flagged).
 */
export async function listPaymentsToCheck(db: Db, wallet?: Wallet): Promise<PaymentsToCheck> {
  const { rows } = await db.execute<ToCheckRow>(sql`
    select s.id::text as id, s.order_id, o.payment_method, o.total, o.name, s.transaction_id, s.screenshot,
      s.submitted_at, ${usedOn}
    from payment_submissions s join orders o on o.order_id = s.order_id
    where s.state = 'waiting' ${wallet ? sql`and o.payment_method = ${wallet}` : sql``}
    order by s.submitted_at, s.id`);
  return {
    count: rows.length,
    payments: rows.map((r) => ({
      _id: r.id,
      orderId: r.order_id,
      method: r.payment_method,
      total: r.total,
      customerName: r.name,
      transactionId: r.transaction_id,
      screenshot: screenshotAddress(r.id, r.screenshot),
      submittedAt: new Date(r.submitted_at).toISOString(),
      usedOnOrders: r.used_on ?? [],
    })),
  };
}

/** How many transfers wait to be checked: the admin menu's badge. */
export async function countPaymentsToCheck(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentSubmissions)
    .where(eq(paymentSubmissions.state, 'waiting'));
  return row?.n ?? 0;
}

/**
 * Takes the waiting transfer out of the queue with a guarded update, so of two decisions racing
 * (two admins, a double click) one is made and the other refused with 409.
 */
async function decide(
  tx: Tx,
  adminId: string,
  paymentId: string,
  state: 'confirmed' | 'rejected',
  reason: string | null,
) {
  const [decided] = await tx
    .update(paymentSubmissions)
    .set({ state, rejectReason: reason, decidedAt: new Date(), decidedBy: adminId })
    .where(and(eq(paymentSubmissions.id, Number(paymentId)), eq(paymentSubmissions.state, 'waiting')))
    .returning();
  if (decided) return decided;
  const [exists] = await tx
    .select({ id: paymentSubmissions.id })
    .from(paymentSubmissions)
    .where(eq(paymentSubmissions.id, Number(paymentId)));
  throw exists ? new AppError('CONFLICT', PAYMENT_NOT_WAITING) : new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
}

/**
 * The other orders on which a transfer with this transaction key was confirmed. Confirmations of
 * one key queue on a transaction-scoped advisory lock, so of two racing for two orders the second
 * reads (in its next statement) what the first committed and is refused.
 */
async function confirmedElsewhere(tx: Tx, key: string, orderId: string): Promise<string[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payment-key:${key}`}, 0))`);
  const { rows } = await tx.execute<{ order_id: string }>(sql`
    select distinct order_id from payment_submissions
    where transaction_key = ${key} and state = 'confirmed' and order_id <> ${orderId}
    order by order_id`);
  return rows.map((r) => r.order_id);
}

/**
 * POST /api/admin/payments/{id}/confirm: the payment is completed and the order moves from
 * pending to processing (by `moveOrders`, with its timeline and audit entries), in one transaction. A transaction
 * id already confirmed on another order (however typed) is refused with 409 naming that order,
 * unless the owner confirms anyway (`allowDuplicate`), which the audit entry records. Once
 * committed, the customer is e-mailed in their language that the payment is confirmed.
 */
export async function confirmPayment(
  db: Db,
  deps: ReviewDeps,
  adminId: string,
  paymentId: string,
  options: { allowDuplicate?: boolean } = {},
): Promise<void> {
  const { order, transactionId } = await db.transaction(async (tx) => {
    const decided = await decide(tx, adminId, paymentId, 'confirmed', null);
    const duplicateOf = await confirmedElsewhere(tx, decided.transactionKey, decided.orderId);
    if (duplicateOf.length && !options.allowDuplicate) {
      throw new AppError('DUPLICATE_TRANSACTION', transactionAlreadyConfirmed(duplicateOf), 'transactionId');
    }
    const [order] = await tx.select(mailFields).from(orders).where(eq(orders.orderId, decided.orderId));
    if (!order) throw new AppError('CONFLICT', PAYMENT_NOT_OPEN);
    const moved = await moveOrders(tx, {
      orderIds: [decided.orderId],
      from: 'pending',
      to: 'processing',
      by: { admin: adminId },
      only: eq(orders.paymentStatus, 'pending'),
      paymentStatus: 'completed',
      note: { kind: 'kbzpayConfirmed', transactionId: decided.transactionId },
      audit: {
        action: 'payment.confirm',
        summary: {
          transactionId: decided.transactionId,
          total: order.total,
          ...(duplicateOf.length ? { duplicateOf } : {}),
        },
      },
    });
    // Cancelled (by the owner) since the id was sent: nothing to confirm any more.
    if (!moved.length) throw new AppError('CONFLICT', PAYMENT_NOT_OPEN);
    return { order, transactionId: decided.transactionId };
  });
  void orderMailLanguage(db, order.orderId)
    .then((language) => sendPaymentConfirmed(deps, order, transactionId, language))
    .catch((error: unknown) =>
      deps.log.warn({ err: safeError(error), orderId: order.orderId }, 'payment confirmed but the mail failed'),
    );
}

/** What a payment mail needs of its order. */
const mailFields = {
  orderId: orders.orderId,
  name: orders.name,
  email: orders.email,
  total: orders.total,
  method: orders.paymentMethod,
};

/**
 * POST /api/admin/payments/{id}/reject: the payment stays pending (the customer may send another
 * transaction id), the reason goes on the timeline and in the audit trail, and, once committed,
 * the customer is e-mailed in their language.
 */
export async function rejectPayment(
  db: Db,
  deps: ReviewDeps,
  adminId: string,
  paymentId: string,
  reason: string,
): Promise<void> {
  const { order } = await db.transaction(async (tx) => {
    const decided = await decide(tx, adminId, paymentId, 'rejected', reason);
    const [order] = await tx
      .select({ ...mailFields, status: orders.status })
      .from(orders)
      .where(eq(orders.orderId, decided.orderId));
    await tx.insert(orderTimeline).values({
      orderId: decided.orderId,
      fromStatus: order!.status,
      toStatus: order!.status,
      by: 'admin',
      byUserId: adminId,
      note: paymentNoteText({
        kind: 'kbzpayRejected',
        transactionId: decided.transactionId,
        reason,
        ...(isWallet(order!.method) ? noteWallet(order!.method) : {}),
      }),
    });
    await recordAudit(tx, adminId, [
      {
        action: 'payment.reject',
        entityId: decided.orderId,
        summary: { transactionId: decided.transactionId, total: order!.total, reason },
      },
    ]);
    return { order: order! };
  });
  void orderMailLanguage(db, order.orderId)
    .then((language) => sendPaymentRejected(deps, order, reason, language))
    .catch((error: unknown) =>
      deps.log.warn({ err: safeError(error), orderId: order.orderId }, 'payment rejected but the mail failed'),
    );
}
