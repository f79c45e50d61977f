import { and, eq } from 'drizzle-orm';
import { TRANSFER_CLOSED_REASON } from '@shop/shared/payments-rules';
import type { Tx } from '../../db/client.ts';
import { paymentSubmissions } from '../../db/schema/index.ts';

/**
 * Called by the transaction that cancels an order: the transfer still waiting to be checked is
 * closed (never confirmed, never rejected), so it leaves the payments to check and its badge, and
 * no "send the correct transaction id" mail goes to a customer who may have paid. A guarded update:
 * of a cancellation and a decision racing, the row lock lets one through. Answers the closed
 * transfer's transaction id, or null when none waited.
 */
export async function closeWaitingTransfer(tx: Tx, orderId: string, adminId: string | null): Promise<string | null> {
  const [closed] = await tx
    .update(paymentSubmissions)
    .set({ state: 'closed', rejectReason: TRANSFER_CLOSED_REASON, decidedAt: new Date(), decidedBy: adminId })
    .where(and(eq(paymentSubmissions.orderId, orderId), eq(paymentSubmissions.state, 'waiting')))
    .returning({ transactionId: paymentSubmissions.transactionId });
  return closed?.transactionId ?? null;
}
