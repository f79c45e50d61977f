import { sql, and, eq, inArray } from 'drizzle-orm';
import type { OrderTransfer, TransferState } from '@shop/shared/payments';
import type { Db, Tx } from '../../db/client.ts';
import { screenshotAddress } from './payment-screenshots.ts';
import { TRANSFER_CLOSED_REASON } from '@shop/shared/payments-rules';
import { paymentSubmissions } from '../../db/schema/index.ts';

/**
 * The other orders whose payment named the same transaction id as `s`, however it was typed
 * (compared by `transaction_key`): a reused id is flagged.
 */
export const usedOnOrders = sql`(select array_agg(distinct other.order_id order by other.order_id) from payment_submissions other
  where other.transaction_key = s.transaction_key and other.order_id <> s.order_id)`;
export const usedOn = sql`${usedOnOrders} as used_on`;

type TransferRow = {
  id: string;
  order_id: string;
  transaction_id: string;
  screenshot: string | null;
  state: TransferState;
  reject_reason: string | null;
  submitted_at: Date | string;
  decided_at: Date | string | null;
  used_on: string[] | null;
};

/** The transaction ids sent for these orders, newest first, by order (the admin's order answers). */
export async function orderTransfers(db: Db, orderIds: readonly string[]): Promise<Map<string, OrderTransfer[]>> {
  const byOrder = new Map<string, OrderTransfer[]>();
  if (!orderIds.length) return byOrder;
  const { rows } = await db.execute<TransferRow>(sql`
    select s.id::text as id, s.order_id, s.transaction_id, s.screenshot, s.state, s.reject_reason,
      s.submitted_at, s.decided_at, ${usedOn}
    from payment_submissions s
    where s.order_id in (${sql.join(
      orderIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by s.submitted_at desc, s.id desc`);
  for (const r of rows) {
    const list = byOrder.get(r.order_id) ?? [];
    list.push({
      _id: r.id,
      transactionId: r.transaction_id,
      screenshot: screenshotAddress(r.id, r.screenshot),
      submittedAt: new Date(r.submitted_at).toISOString(),
      state: r.state,
      rejectReason: r.reject_reason,
      decidedAt: r.decided_at === null ? null : new Date(r.decided_at).toISOString(),
      usedOnOrders: r.used_on ?? [],
    });
    byOrder.set(r.order_id, list);
  }
  return byOrder;
}

/**
 * Called by the transaction that cancels orders: a transfer still waiting to be checked is
 * closed (never confirmed, never rejected), so it leaves the payments to check and its badge, and
 * no "send the correct transaction id" mail goes to a customer who may have paid. A guarded update:
 * of a cancellation and a decision racing, the row lock lets one through. Answers the closed
 * transfers' transaction ids by order (an order has at most one waiting).
 */
export async function closeWaitingTransfers(
  tx: Tx,
  orderIds: readonly string[],
  adminId: string | null,
): Promise<Map<string, string>> {
  const closed = await tx
    .update(paymentSubmissions)
    .set({ state: 'closed', rejectReason: TRANSFER_CLOSED_REASON, decidedAt: new Date(), decidedBy: adminId })
    .where(and(inArray(paymentSubmissions.orderId, [...orderIds]), eq(paymentSubmissions.state, 'waiting')))
    .returning({ orderId: paymentSubmissions.orderId, transactionId: paymentSubmissions.transactionId });
  return new Map(closed.map((c) => [c.orderId, c.transactionId]));
}
