import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { ORDER_NOT_FOUND, normalizeOrderId } from '@shop/shared/orders';
import {
  PAYMENT_ALREADY_WAITING,
  PAYMENT_NOT_OPEN,
  transactionIdText,
  transactionKey,
  isWallet,
  type PaymentPage,
  type PaymentPageState,
} from '@shop/shared/payments';
import type { Db, Tx } from '../../db/client.ts';
import { enqueueAlerts } from '../alerts/index.ts';
import { orders, paymentSubmissions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TransferArrival } from './payment-arrival.ts';
import { getWallet } from './payment-settings.service.ts';

/** Who asks: a signed-in customer for their own orders, a guest for guest orders by id. */
export type OrderAccess = { userId: string } | { guest: true };

type OrderRow = typeof orders.$inferSelect;
type SubmissionRow = typeof paymentSubmissions.$inferSelect;

/** The order the asker may see, or 404 (another customer's order is as unknown as no order). */
async function accessibleOrder(db: Db | Tx, access: OrderAccess, rawId: string, lock = false): Promise<OrderRow> {
  const orderId = normalizeOrderId(rawId);
  if (!orderId) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const owner = 'userId' in access ? eq(orders.userId, access.userId) : eq(orders.isGuest, true);
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.orderId, orderId), owner));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return row;
}

async function latestSubmission(db: Db | Tx, orderId: string): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentSubmissions)
    .where(eq(paymentSubmissions.orderId, orderId))
    .orderBy(desc(paymentSubmissions.submittedAt), desc(paymentSubmissions.id))
    .limit(1);
  return row;
}

/** Only the expiry sweep fails a transfer's payment; an owner's cancellation leaves it as it was. */
const cancelledByShop = (order: OrderRow) =>
  order.paymentMethod !== 'cod' && order.status === 'cancelled' && order.paymentStatus !== 'failed';

function stateOf(order: OrderRow, last: SubmissionRow | undefined, now: Date): PaymentPageState {
  if (order.paymentMethod === 'cod') return 'closed';
  // Paid, then cancelled by the shop: the money goes back, so it no longer reads as confirmed.
  if (cancelledByShop(order)) return 'closed';
  if (order.paymentStatus === 'completed') return 'confirmed';
  if (order.status === 'cancelled') return 'expired';
  if (order.status !== 'pending') return 'closed';
  if (last?.state === 'waiting') return 'waiting';
  // Past its time, the order only waits for the sweep to cancel it: no more transfers.
  if (order.paymentDueAt && order.paymentDueAt <= now) return 'expired';
  return last?.state === 'rejected' ? 'rejected' : 'awaiting';
}

/**
 * The page of an order: its own wallet's account, also when the owner has turned that wallet off
 * since (the order was placed with it and may still be paid). A cash on delivery order shows
 * KBZ Pay's account under the state `closed` (nothing to pay by transfer).
 */
async function pageOf(db: Db | Tx, order: OrderRow): Promise<PaymentPage> {
  const method = isWallet(order.paymentMethod) ? order.paymentMethod : 'kbzpay';
  const [settings, last, clock] = await Promise.all([
    getWallet(db, method),
    latestSubmission(db, order.orderId),
    db.execute<{ now: Date | string }>(sql`select now() as now`),
  ]);
  const now = new Date(clock.rows[0]!.now);
  const state = stateOf(order, last, now);
  const open = state === 'awaiting' || state === 'rejected' || state === 'waiting';
  return {
    orderId: order.orderId,
    method,
    total: order.total,
    state,
    dueAt: open && order.paymentDueAt ? order.paymentDueAt.toISOString() : null,
    now: now.toISOString(),
    transactionId: last?.transactionId ?? null,
    rejectReason: state === 'rejected' ? (last?.rejectReason ?? null) : null,
    cancelledByShop: cancelledByShop(order),
    accountName: settings.accountName,
    phone: method === 'bank' ? '' : settings.phone,
    bankName: method === 'bank' ? settings.bankName : '',
    accountNumber: method === 'bank' ? settings.accountNumber : '',
    qrImage: settings.qrImage,
    instructionsEn: settings.instructionsEn,
    instructionsMy: settings.instructionsMy,
  };
}

/** GET …/orders/{id}/payment: what `/qr/{orderId}` shows. */
export async function getPaymentPage(db: Db, access: OrderAccess, rawId: string): Promise<PaymentPage> {
  return pageOf(db, await accessibleOrder(db, access, rawId));
}

/**
 * Whether the order takes a transaction id now (404 / 409 as `submitPayment` answers), asked before
 * the screenshot is decoded: nobody makes the shop decode an image for an order they cannot pay.
 * `submitPayment` asks again with the order locked.
 */
export async function assertPaymentOpen(db: Db, access: OrderAccess, rawId: string): Promise<void> {
  const order = await accessibleOrder(db, access, rawId);
  const [last, clock] = await Promise.all([
    latestSubmission(db, order.orderId),
    db.execute<{ now: Date | string }>(sql`select now() as now`),
  ]);
  refuseUnlessOpen(stateOf(order, last, new Date(clock.rows[0]!.now)));
}

function refuseUnlessOpen(state: PaymentPageState): void {
  if (state === 'waiting') throw new AppError('CONFLICT', PAYMENT_ALREADY_WAITING, 'transactionId');
  if (state !== 'awaiting' && state !== 'rejected') throw new AppError('CONFLICT', PAYMENT_NOT_OPEN);
}

/**
 * POST …/orders/{id}/payment: records the transaction id (as `transactionIdText` spells it, with
 * its `transactionKey` beside it) and the screenshot's URL.
 * The order row is locked first, so the expiry sweep (which locks it too) and this never cross:
 * an order the sweep cancelled refuses the transfer, and a transfer waiting to be checked keeps
 * the sweep away. A second id while one waits is refused (409), as is any after the due time.
 */
export async function submitPayment(
  db: Db,
  access: OrderAccess,
  rawId: string,
  input: { transactionId: string; screenshot: string | null },
): Promise<{ page: PaymentPage; arrival: TransferArrival }> {
  return db.transaction(async (tx) => {
    const order = await accessibleOrder(tx, access, rawId, true);
    const last = await latestSubmission(tx, order.orderId);
    const { rows } = await tx.execute<{ now: Date | string }>(sql`select now() as now`);
    refuseUnlessOpen(stateOf(order, last, new Date(rows[0]!.now)));
    const key = transactionKey(input.transactionId);
    const [sent] = await tx
      .insert(paymentSubmissions)
      .values({
        orderId: order.orderId,
        transactionId: transactionIdText(input.transactionId),
        transactionKey: key,
        screenshot: input.screenshot,
      })
      .returning({ transactionId: paymentSubmissions.transactionId });
    await enqueueAlerts(tx, 'transfer.submitted', [order.orderId]);
    const others = await tx
      .selectDistinct({ orderId: paymentSubmissions.orderId })
      .from(paymentSubmissions)
      .where(and(eq(paymentSubmissions.transactionKey, key), ne(paymentSubmissions.orderId, order.orderId)))
      .orderBy(paymentSubmissions.orderId);
    const page = await pageOf(tx, order);
    const arrival: TransferArrival = {
      orderId: order.orderId,
      wallet: page.method,
      total: order.total,
      name: order.name,
      phone: order.phone,
      transactionId: sent!.transactionId,
      usedOnOrders: others.map((o) => o.orderId),
    };
    return { page, arrival };
  });
}
