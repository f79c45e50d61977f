import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orders, paymentExpiryMails, paymentSubmissions } from '../../db/schema/index.ts';
import type { Mailer } from '../../lib/mail.ts';
import { safeError } from '../../lib/safe-error.ts';
import { enqueueAlerts } from '../alerts/index.ts';
import { catalogTransaction } from '../catalog/index.ts';
import { moveOrders, orderMailLanguage } from '../orders/index.ts';
import { paymentExpiredMail } from './payment-mail.ts';

export type ExpiryDeps = { mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };

/** How often every instance looks for unpaid transfer orders past their time. */
export const PAYMENT_SWEEP_MS = 60_000;
const BATCH = 50;

/**
 * Cancels unpaid transfer orders (any wallet) past their due time (docs/decisions/032-payment-expiry-sweep.md).
 * One transaction: the due orders are claimed with `for update skip locked` (another instance's
 * sweep skips the rows this one holds, and finds them cancelled once it commits), cancelled with
 * their payment failed by an update guarded by their state (an order that got a transaction id in
 * the meantime is left alone), given a timeline entry, their stock returned, and a mail owed to
 * each customer recorded. A crash before the commit leaves everything due for the next sweep.
 */
export async function expireDueOrders(db: Db): Promise<string[]> {
  return catalogTransaction(db, async (tx) => {
    const waiting = sql`exists (select 1 from ${paymentSubmissions} s
      where s.order_id = ${orders.orderId} and s.state = 'waiting')`;
    const open = sql`${orders.paymentMethod} <> 'cod' and ${orders.status} = 'pending'
      and ${orders.paymentStatus} = 'pending'`;
    const claimed = await tx
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(sql`${open} and ${orders.paymentDueAt} <= now() and not ${waiting}`)
      .orderBy(orders.paymentDueAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (!claimed.length) return [];
    // A new statement, so a new snapshot: a transfer sent just before the claim took the lock is seen.
    const ids = await moveOrders(tx, {
      orderIds: claimed.map((c) => c.orderId),
      from: 'pending',
      to: 'cancelled',
      by: 'system',
      only: sql`${open} and not ${waiting}`,
      paymentStatus: 'failed',
      note: { kind: 'kbzpayExpired' },
    });
    if (!ids.length) return [];
    await tx.insert(paymentExpiryMails).values(ids.map((orderId) => ({ orderId })));
    await enqueueAlerts(tx, 'order.expired', ids);
    return ids;
  });
}

/**
 * Sends the mails owed for expired orders, one per transaction: the row is claimed with
 * `skip locked`, the mail sent, the row deleted, then committed. Two instances never send the
 * same one; a failed send rolls back and is tried at the next sweep (a crash between the send
 * and the commit is the only way a customer could get it twice).
 */
export async function sendExpiryMails(db: Db, deps: ExpiryDeps): Promise<number> {
  let sent = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ order_id: string }>(sql`
        select order_id from payment_expiry_mails order by created_at, order_id limit 1 for update skip locked`);
      const orderId = rows[0]?.order_id;
      if (!orderId) return false;
      const [order] = await tx
        .select({
          orderId: orders.orderId,
          name: orders.name,
          email: orders.email,
          total: orders.total,
          method: orders.paymentMethod,
        })
        .from(orders)
        .where(eq(orders.orderId, orderId));
      if (order?.email)
        await deps.mailer.send(paymentExpiredMail(deps.publicUrl, order, await orderMailLanguage(db, orderId)));
      await tx.execute(sql`delete from payment_expiry_mails where order_id = ${orderId}`);
      return true;
    });
    if (!done) return sent;
    sent++;
  }
}

/** One sweep: expire what is due, then send what is owed. Answers how many orders expired. */
export async function sweepPayments(db: Db, deps: ExpiryDeps): Promise<number> {
  let expired = 0;
  for (let batch = await expireDueOrders(db); batch.length; batch = await expireDueOrders(db)) {
    expired += batch.length;
  }
  await sendExpiryMails(db, deps);
  return expired;
}

/**
 * Runs the sweep now and then every `everyMs` on this instance (never two at once here). The stop
 * function waits for a sweep under way, so the database is not closed under it.
 */
export function startPaymentSweeper(db: Db, deps: ExpiryDeps, everyMs = PAYMENT_SWEEP_MS): () => Promise<void> {
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= sweepPayments(db, deps)
      .then(() => undefined)
      .catch((error: unknown) => deps.log.warn({ err: safeError(error) }, 'the sweep of unpaid transfer orders failed'))
      .finally(() => {
        running = undefined;
      });
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
