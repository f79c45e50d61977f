import { sql, and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { TRANSFER_CLOSED_REASON } from '@shop/shared/payments-rules';
import { paymentSubmissions } from '../../db/schema/index.ts';

/**
 * The other orders whose payment named the same transaction id as `s`, however it was typed
 * (compared by `transaction_key`): a reused id is flagged.
 */
export const usedOnOrders = sql`(select array_agg(distinct other.order_id order by other.order_id) from payment_submissions other
  where other.transaction_key = s.transaction_key and other.order_id <> s.order_id)`;
export const usedOn = sql`${usedOnOrders} as used_on`;

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
