import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { canMoveOrder, illegalMove, type AdminOrder } from '@shop/shared/admin';
import {
  canReturnOrder,
  ORDER_NOT_FOUND,
  RETURN_NOT_SHIPPED,
  type OrderStatus,
  type ReturnReason,
} from '@shop/shared/orders';
import { paymentNoteText } from '@shop/shared/payments-rules';
import type { Db } from '../../db/client.ts';
import { orders, orderTimeline } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../../lib/mail.ts';
import { safeError } from '../../lib/safe-error.ts';
import { bumpCatalogVersion, catalogTransaction } from '../catalog/catalog-cache.ts';
import { closeWaitingTransfer } from '../payments/payment-cancel.ts';
import { recordAudit } from './admin-audit.service.ts';
import { orderMailLanguage } from '../orders/order-language.ts';
import { sendStatusMail } from './admin-order-mail.ts';
import { getAdminOrder, orderIdOrNotFound } from './admin-order-read.ts';
import { returnStock } from './admin-stock.ts';

export type StatusDeps = { mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };

/**
 * PUT /api/admin/orders/{id}/status. Only a legal move is made,
 * with an update guarded by the status it was read in: of two changes racing from the same
 * status one wins and the other is refused with 409, so a cancellation returns the stock once.
 * The move, its timeline and audit entries, the returned stock and the catalogue version commit
 * together, and so does closing a KBZ Pay transfer still waiting to be checked on a cancelled
 * order (it leaves the payments to check); a refused move writes nothing.
 */
export async function changeOrderStatus(
  db: Db,
  deps: StatusDeps,
  adminId: string,
  rawId: string,
  to: OrderStatus,
  reason?: ReturnReason,
): Promise<AdminOrder> {
  const orderId = orderIdOrNotFound(rawId);
  await catalogTransaction(db, async (tx) => {
    const statusNow = async () => {
      const [row] = await tx
        .select({ status: orders.status, paymentMethod: orders.paymentMethod })
        .from(orders)
        .where(eq(orders.orderId, orderId));
      if (!row) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
      return row;
    };
    const current = await statusNow();
    if (!canMoveOrder(current.status, to)) throw new AppError('CONFLICT', illegalMove(current.status, to), 'status');
    if (reason && (to !== 'cancelled' || !canReturnOrder(current.status))) {
      throw new AppError('CONFLICT', RETURN_NOT_SHIPPED, 'reason');
    }
    const moved = await tx
      .update(orders)
      .set({
        status: to,
        updatedAt: new Date(),
        // Cash on delivery is paid when the parcel is handed over.
        ...(to === 'delivered' && current.paymentMethod === 'cod' ? { paymentStatus: 'completed' as const } : {}),
        // Brought back by the courier: no cash was taken.
        ...(reason ? { returnReason: reason } : {}),
        ...(reason && current.paymentMethod === 'cod' ? { paymentStatus: 'failed' as const } : {}),
      })
      .where(and(eq(orders.orderId, orderId), eq(orders.status, current.status)))
      .returning({ orderId: orders.orderId });
    if (!moved.length) {
      // Someone else moved it first; the sentence names the status it has now.
      throw new AppError('CONFLICT', illegalMove((await statusNow()).status, to), 'status');
    }
    const closedTransfer = to === 'cancelled' ? await closeWaitingTransfer(tx, orderId, adminId) : null;
    await tx.insert(orderTimeline).values({
      orderId,
      fromStatus: current.status,
      toStatus: to,
      by: 'admin',
      byUserId: adminId,
      reason,
      ...(closedTransfer ? { note: paymentNoteText({ kind: 'kbzpayClosed', transactionId: closedTransfer }) } : {}),
    });
    await recordAudit(tx, adminId, [
      {
        action: 'order.status',
        entityId: orderId,
        summary: {
          from: current.status,
          to,
          ...(reason ? { reason } : {}),
          ...(closedTransfer ? { closedTransfer } : {}),
        },
      },
    ]);
    if (to === 'cancelled') {
      await returnStock(tx, [orderId]);
      await bumpCatalogVersion(tx);
    }
  });
  // Read after the commit, on the pool (its reads run in parallel, which one transaction cannot).
  const order = await getAdminOrder(db, orderId);
  // Not awaited: the admin's answer does not wait on SMTP, and a mail failure never undoes a move.
  void orderMailLanguage(db, orderId)
    .then((language) => sendStatusMail(deps, order, language))
    .catch((error: unknown) =>
      deps.log.warn({ err: safeError(error), orderId }, 'order status changed but the mail to the customer failed'),
    );
  return order;
}
