import { sql } from 'drizzle-orm';
import type { Language } from '@shop/shared/language';
import type { Order } from '@shop/shared/orders';
import type { Db } from '../../db/client.ts';
import { messages } from '../../lib/i18n.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Mail, Mailer } from '../../lib/mail.ts';
import { orderLink } from './order-mail.ts';

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
  const html = `<div lang="${language}" style="font-family:Arial,Helvetica,'Noto Sans Myanmar','Myanmar Text',sans-serif;line-height:1.6">
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
