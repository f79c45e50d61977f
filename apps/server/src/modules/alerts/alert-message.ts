import { sql } from 'drizzle-orm';
import { adminPaths } from '@shop/shared/admin-paths';
import type { AlertLanguage } from '@shop/shared/alerts';
import type { Language } from '@shop/shared/language';
import { formatCount, formatMMK } from '@shop/shared/money';
import type { Db } from '../../db/client.ts';
import { messages } from '../../lib/i18n.ts';
import type { ClaimedAlert } from './alert-queue.ts';
import type { LowStockPayload } from './low-stock-summary.ts';

type AlertOrder = {
  orderId: string;
  total: number;
  township: string;
  townshipMy: string;
  paymentMethod: string;
  status: string;
  transactionId: string | null;
};

/** What an alert tells, read when it is sent (the order as it stands then). */
export type AlertFacts = { alert: ClaimedAlert; order?: AlertOrder; lowStock?: LowStockPayload };

/** The alert's order (and its latest transaction id); undefined when the order is gone. */
export async function alertFacts(db: Db, alert: ClaimedAlert): Promise<AlertFacts | undefined> {
  if (!alert.orderId)
    return { alert, ...(alert.kind === 'stock.low' ? { lowStock: alert.payload as LowStockPayload } : {}) };
  const { rows } = await db.execute<AlertOrder>(sql`
    select o.order_id as "orderId", o.total, o.township, o.township_my as "townshipMy",
      o.payment_method as "paymentMethod", o.status,
      (select s.transaction_id from payment_submissions s where s.order_id = o.order_id
        order by s.submitted_at desc, s.id desc limit 1) as "transactionId"
    from orders o where o.order_id = ${alert.orderId}`);
  const order = rows[0];
  return order && { alert, order: { ...order, total: Number(order.total) } };
}

function textIn(facts: AlertFacts, language: Language, publicUrl: string): string {
  const w = messages(language).ownerAlerts;
  const methods = messages(language).mail.newOrder.methods as Record<string, string>;
  const count = (n: number) => formatCount(n, language);
  const { alert, order, lowStock } = facts;
  if (alert.kind === 'test') return w.test;
  if (alert.kind === 'stock.low' && lowStock) {
    const lines = lowStock.items.map((i) => {
      const name = (language === 'my' && i.itemNameMy) || i.itemName;
      return `• ${name} — ${i.color}, ${i.size}: ${w.left(count(i.stock))}`;
    });
    const more = lowStock.total - lowStock.items.length;
    return [w.lowStock(count(lowStock.total)), ...lines, ...(more > 0 ? [w.more(count(more))] : [])].join('\n');
  }
  if (!order) return '';
  const heading =
    alert.kind === 'order.created'
      ? w.orderCreated(order.orderId)
      : alert.kind === 'transfer.submitted'
        ? w.transferSubmitted(order.orderId)
        : w.orderExpired(order.orderId);
  const township = (language === 'my' && order.townshipMy) || order.township;
  return [
    heading,
    `${w.total}: ${formatMMK(order.total, language)}`,
    `${w.township}: ${township}`,
    `${w.payment}: ${methods[order.paymentMethod] ?? order.paymentMethod}`,
    ...(alert.kind === 'transfer.submitted' && order.transactionId
      ? [`${w.transactionId}: ${order.transactionId}`]
      : []),
    publicUrl + adminPaths.order(order.orderId),
  ].join('\n');
}

/** The alert in the owner's language setting: one language, or English then Burmese. */
export function alertText(facts: AlertFacts, language: AlertLanguage, publicUrl: string): string {
  if (language !== 'both') return textIn(facts, language, publicUrl);
  return `${textIn(facts, 'en', publicUrl)}\n\n${textIn(facts, 'my', publicUrl)}`;
}

/** The webhook's JSON body: the event, its id and time, the facts, and the text in both languages. */
export function webhookBody(facts: AlertFacts, publicUrl: string): string {
  const { alert, order, lowStock } = facts;
  return JSON.stringify({
    id: String(alert.id),
    event: alert.kind,
    createdAt: alert.createdAt.toISOString(),
    ...(order
      ? {
          order: {
            orderId: order.orderId,
            total: order.total,
            currency: 'MMK',
            township: order.township,
            townshipMy: order.townshipMy,
            paymentMethod: order.paymentMethod,
            status: order.status,
            ...(alert.kind === 'transfer.submitted' ? { transactionId: order.transactionId } : {}),
            adminUrl: publicUrl + adminPaths.order(order.orderId),
          },
        }
      : {}),
    ...(lowStock ? { lowStock } : {}),
    text: { en: textIn(facts, 'en', publicUrl), my: textIn(facts, 'my', publicUrl) },
  });
}
