import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { canMoveOrder, illegalMove, type AdminOrder } from '@shop/shared/admin';
import {
  canReturnOrder,
  ORDER_NOT_FOUND,
  RETURN_NOT_SHIPPED,
  type OrderStatus,
  type ReturnReason,
} from '@shop/shared/orders';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../../lib/mail.ts';
import { safeError } from '../../lib/safe-error.ts';
import { catalogTransaction } from '../catalog/index.ts';
import { orderMailLanguage, sendStatusMail } from './order-status-mail.ts';
import { getAdminOrder, orderIdOrNotFound } from './admin-order-read.ts';
import { moveOrders } from './order-status.ts';

export type StatusDeps = { mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };

/**
 * PUT /api/admin/orders/{id}/status. Only a legal move is made, by `moveOrders` (the one writer of
 * an order's status: guarded by the status it was read in, with its timeline and audit entries,
 * and on cancellation the stock back once and a waiting transfer closed). Of two changes racing
 * from the same status one wins and the other is refused with 409; a refused move writes nothing.
 * Once committed, the customer is mailed in their language.
 */
export async function changeOrderStatus(
  db: Db,
  deps: StatusDeps,
  adminId: string,
  rawId: string,
  to: OrderStatus,
  reason?: ReturnReason,
  shipping?: { courier?: string | undefined; trackingNumber?: string | undefined },
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
    const moved = await moveOrders(tx, {
      orderIds: [orderId],
      from: current.status,
      to,
      by: { admin: adminId },
      // Cash on delivery is paid when the parcel is handed over; brought back by the courier, no cash was taken.
      paymentStatus:
        current.paymentMethod !== 'cod' ? undefined : to === 'delivered' ? 'completed' : reason ? 'failed' : undefined,
      returnReason: reason,
      ...(to === 'shipped'
        ? { shipping: { courier: shipping?.courier || null, trackingNumber: shipping?.trackingNumber || null } }
        : {}),
    });
    if (!moved.length) {
      // Someone else moved it first; the sentence names the status it has now.
      throw new AppError('CONFLICT', illegalMove((await statusNow()).status, to), 'status');
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
