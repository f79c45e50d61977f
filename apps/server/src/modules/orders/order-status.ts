import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AuditRecord } from '@shop/shared/admin';
import type { Order, OrderStatus, ReturnReason } from '@shop/shared/orders';
import type { Language } from '@shop/shared/language';
import { isWallet, noteWallet, paymentNoteText, type PaymentNote } from '@shop/shared/payments-rules';
import type { Db, Tx } from '../../db/client.ts';
import { messages } from '../../lib/i18n.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { mailFontFamily } from '../../lib/mail-html.ts';
import type { Mail, Mailer } from '../../lib/mail.ts';
import { orderLink } from '../../lib/public-urls.ts';
import { orders, orderTimeline } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { bumpCatalogVersion } from '../catalog/index.ts';
import { closeWaitingTransfers } from '../payments/index.ts';

type PaymentStatus = 'pending' | 'completed' | 'failed';
/** An audit entry of the order, its id left out (each order moved gets one). */
type OrderAudit = AuditRecord extends infer R ? (R extends AuditRecord ? Omit<R, 'entityId'> : never) : never;

/** One move of one or more orders from one status to another, and who asked for it. */
export type OrderMove = {
  orderIds: readonly string[];
  from: OrderStatus;
  to: OrderStatus;
  /** An admin (recorded in the audit trail) or the shop itself (the payment expiry sweep). */
  by: { admin: string } | 'system';
  /** A further condition the orders must still meet when the update runs (e.g. still unpaid). */
  only?: SQL;
  /** The payment status the move sets, if it changes it. */
  paymentStatus?: PaymentStatus;
  /** Shipped: the courier and tracking number kept on the order. */
  shipping?: { courier: string | null; trackingNumber: string | null };
  /** A courier return: kept on the order and its timeline entry. */
  returnReason?: ReturnReason;
  /**
   * What happened besides the status, on the timeline (a transfer confirmed, an order expired); a
   * payment note is written naming the order's own wallet.
   */
  note?: string | PaymentNote;
  /** The audit entry of an admin's move, when it says more than "from → to" (a payment confirmed). */
  audit?: OrderAudit;
};

/**
 * The one writer of an order's status: the admin's status change, a confirmed transfer and the
 * expiry sweep all move orders here, in the caller's transaction. The update is guarded by the
 * status the orders were read in (and `only`), so of two moves racing from one status one wins and
 * the other moves nothing. For each order moved: the timeline entry; for an admin, the audit entry;
 * on cancellation, the transfer still waiting to be checked is closed, the stock comes back once
 * and the catalogue version moves. A delivery (or its undoing) moves the version too: the listings'
 * best-selling order counts delivered units (decision 042). Answers the ids actually moved.
 */
export async function moveOrders(tx: Tx, move: OrderMove): Promise<string[]> {
  if (!move.orderIds.length) return [];
  const moved = await tx
    .update(orders)
    .set({
      status: move.to,
      updatedAt: sql`now()`,
      ...(move.paymentStatus ? { paymentStatus: move.paymentStatus } : {}),
      ...(move.returnReason ? { returnReason: move.returnReason } : {}),
      ...(move.shipping ?? {}),
    })
    .where(and(inArray(orders.orderId, [...move.orderIds]), eq(orders.status, move.from), move.only))
    .returning({ orderId: orders.orderId, method: orders.paymentMethod });
  const ids = moved.map((m) => m.orderId);
  const wallet = new Map(moved.map((m) => [m.orderId, isWallet(m.method) ? noteWallet(m.method) : {}]));
  const noteOf = (orderId: string, note: string | PaymentNote | undefined) =>
    typeof note === 'object' ? paymentNoteText({ ...note, ...wallet.get(orderId) }) : note;
  if (!ids.length) return ids;

  const adminId = move.by === 'system' ? null : move.by.admin;
  const closed = move.to === 'cancelled' ? await closeWaitingTransfers(tx, ids, adminId) : new Map<string, string>();
  await tx.insert(orderTimeline).values(
    ids.map((orderId) => {
      const closedTransfer = closed.get(orderId);
      const note = closedTransfer
        ? noteOf(orderId, { kind: 'kbzpayClosed', transactionId: closedTransfer })
        : noteOf(orderId, move.note);
      return {
        orderId,
        fromStatus: move.from,
        toStatus: move.to,
        by: move.by === 'system' ? ('system' as const) : ('admin' as const),
        byUserId: adminId,
        reason: move.returnReason,
        ...(note ? { note } : {}),
      };
    }),
  );
  if (adminId) {
    await recordAudit(
      tx,
      adminId,
      ids.map((orderId) => {
        const closedTransfer = closed.get(orderId);
        if (move.audit) return { ...move.audit, entityId: orderId } as AuditRecord;
        return {
          action: 'order.status' as const,
          entityId: orderId,
          summary: {
            from: move.from,
            to: move.to,
            ...(move.returnReason ? { reason: move.returnReason } : {}),
            ...(closedTransfer ? { closedTransfer } : {}),
          },
        };
      }),
    );
  }
  if (move.to === 'cancelled') await returnStock(tx, ids);
  if (move.to === 'cancelled' || move.to === 'delivered' || move.from === 'delivered') await bumpCatalogVersion(tx);
  return ids;
}

/**
 * Puts back the stock of every line of the given orders. Callers make this happen once per
 * order: it runs in the transaction that moves the order out of an open status with a guarded
 * update, so a second cancel finds nothing to move. Lines are summed per variant and size and
 * written in one fixed order (as checkout takes them), so concurrent writers queue instead of
 * deadlocking. A size the admin removed since comes back with the returned units; a deleted
 * colour has nothing to return to.
 */
export async function returnStock(tx: Tx, orderIds: readonly string[]): Promise<number> {
  if (!orderIds.length) return 0;
  const { rowCount } = await tx.execute(sql`
    insert into variant_stock (variant_id, size, stock)
    select i.variant_id, i.size, sum(i.quantity)::int
    from order_items i join product_variants v on v.id = i.variant_id
    where i.order_id in (${sql.join(
      orderIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by i.variant_id, i.size
    order by i.variant_id, i.size
    on conflict (variant_id, size) do update set stock = variant_stock.stock + excluded.stock`);
  return rowCount ?? 0;
}

/**
 * The language to write to an order's recipient in: a customer's saved language (they may have
 * switched since), a guest's the one the order was placed in.
 */
export async function orderMailLanguage(db: Db, orderId: string): Promise<Language> {
  const { rows } = await db.execute<{ language: Language }>(
    sql`select coalesce(u.language, o.language) as language
      from orders o left join users u on u.id = o.user_id where o.order_id = ${orderId}`,
  );
  return rows[0]?.language ?? 'en';
}

/** Tells the customer, in their language, that their order moved to a new status, with a link back to it. */
export function statusMail(publicUrl: string, order: Order, language: Language = 'en'): Mail {
  const words = messages(language).mail;
  const link = orderLink(publicUrl, order.orderId);
  const status = words.status.names[order.status];
  // A courier return (refused at the door, not reachable) says why the order came back.
  const reason = order.status === 'cancelled' ? order.delivery.returnReason : null;
  const cancelledNews = reason
    ? `${words.status.returned[reason]} ${words.status.news.cancelled}`
    : words.status.news.cancelled;
  // A cancelled transfer order: money sent for it is returned, and the customer is told how.
  const method = order.payment.method;
  const wallet = words.newOrder.methods[method];
  const refund =
    order.status === 'cancelled' && method !== 'cod'
      ? order.payment.status === 'completed'
        ? words.status.refundPaid(order.shippingAddress.phone, wallet)
        : words.status.refundIfPaid(order.shippingAddress.phone, wallet)
      : null;
  const news =
    order.status === 'cancelled' ? [cancelledNews, refund].filter(Boolean).join(' ') : words.status.news[order.status];
  const greeting = words.hello(order.shippingAddress.name);
  // Where the parcel is: the courier and its tracking number, while it is on its way.
  const parcel =
    order.status === 'shipped'
      ? [
          order.courier ? words.status.courier(order.courier) : null,
          order.trackingNumber ? words.status.tracking(order.trackingNumber) : null,
        ].filter((line): line is string => Boolean(line))
      : [];
  const text = [
    greeting,
    '',
    news,
    '',
    `${words.order.number}: ${order.orderId}`,
    `${words.status.label}: ${status}`,
    ...parcel,
    '',
    `${words.order.see}: ${link}`,
    '',
  ].join('\n');
  const html = `<div lang="${language}" style="font-family:${mailFontFamily(language)};line-height:1.6">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(news)}</p>
<p>${escapeHtml(words.order.number)}: <strong>${escapeHtml(order.orderId)}</strong><br>${escapeHtml(words.status.label)}: <strong>${escapeHtml(status)}</strong>${parcel.map((line) => `<br>${escapeHtml(line)}`).join('')}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(words.order.see)}</a></p>
</div>`;
  return { to: order.shippingAddress.email, subject: words.status.subject(order.orderId, status), text, html };
}

export async function sendStatusMail(
  deps: { mailer: Mailer; publicUrl: string },
  order: Order,
  language: Language = 'en',
): Promise<void> {
  await deps.mailer.send(statusMail(deps.publicUrl, order, language));
}
