import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  canMoveOrder,
  illegalMove,
  UNDO_DELIVERED_HOURS,
  UNDO_DELIVERED_TOO_LATE,
  type AdminOrder,
} from '@shop/shared/admin';
import {
  canReturnOrder,
  ORDER_NOT_FOUND,
  RETURN_NOT_SHIPPED,
  type OrderStatus,
  type ReturnReason,
} from '@shop/shared/orders';
import type { Db } from '../../db/client.ts';
import { orders, orderTimeline } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../../lib/mail.ts';
import { safeError } from '../../lib/safe-error.ts';
import { catalogTransaction } from '../catalog/index.ts';
import { getAdminOrder, orderIdOrNotFound } from './admin-order-read.ts';
import { moveOrders, orderMailLanguage, sendStatusMail } from './order-status.ts';

/** The order's latest delivery was marked less than 24 hours ago (the undo's guard). */
const deliveredWithinUndo = sql`(select max(${orderTimeline.at}) from ${orderTimeline}
  where ${orderTimeline.orderId} = ${orders.orderId} and ${orderTimeline.toStatus} = 'delivered')
  > now() - make_interval(hours => ${UNDO_DELIVERED_HOURS})`;

export type StatusDeps = { mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };

/**
 * PUT /api/admin/orders/{id}/status. Only a legal move is made, by `moveOrders` (the one writer of
 * an order's status: guarded by the status it was read in, with its timeline and audit entries,
 * and on cancellation the stock back once and a waiting transfer closed). Of two changes racing
 * from the same status one wins and the other is refused with 409; a refused move writes nothing.
 * Once committed, the customer is mailed in their language.
 *
 * `shipped` on a delivered order is the undo of a delivery (marked by mistake, or not handed over
 * after all): allowed within 24 hours of it, guarded in the update itself so the deadline holds
 * even for a request that waited; a cash-on-delivery payment goes back to pending, the courier and
 * tracking number stay, and no mail is sent (the customer's news had not changed).
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
  let undo = false;
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
    undo = current.status === 'delivered' && to === 'shipped';
    if (!undo && !canMoveOrder(current.status, to)) {
      throw new AppError('CONFLICT', illegalMove(current.status, to), 'status');
    }
    if (reason && (to !== 'cancelled' || !canReturnOrder(current.status))) {
      throw new AppError('CONFLICT', RETURN_NOT_SHIPPED, 'reason');
    }
    const moved = await moveOrders(tx, {
      orderIds: [orderId],
      from: current.status,
      to,
      by: { admin: adminId },
      ...(undo ? { only: deliveredWithinUndo } : {}),
      // Cash on delivery is paid when the parcel is handed over; brought back by the courier, no cash was taken.
      paymentStatus:
        current.paymentMethod !== 'cod'
          ? undefined
          : to === 'delivered'
            ? 'completed'
            : undo
              ? 'pending'
              : reason
                ? 'failed'
                : undefined,
      returnReason: reason,
      ...(to === 'shipped' && !undo
        ? { shipping: { courier: shipping?.courier || null, trackingNumber: shipping?.trackingNumber || null } }
        : {}),
    });
    if (!moved.length) {
      // Someone else moved it first (the sentence names the status it has now), or the undo came too late.
      const now = (await statusNow()).status;
      if (undo && now === 'delivered') throw new AppError('CONFLICT', UNDO_DELIVERED_TOO_LATE, 'status');
      throw new AppError('CONFLICT', illegalMove(now, to), 'status');
    }
  });
  if (undo) return getAdminOrder(db, orderId);
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
