import type { Language } from '@shop/shared/language';
import { formatMMK } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders';
import { messages } from '../../lib/i18n.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Mail } from '../../lib/mail.ts';
import { deliveryPlaceText, orderLineText } from './order-mail-lines.ts';
import { adminPaths } from '@shop/shared/admin-paths';

/**
 * The shop owner's notice of a new order, sent to SHOP_EMAIL in the shop inbox's language: what
 * was ordered, the total and how it is paid, who to call and where it goes, and the admin page of
 * the order. Its subject names the township and the cash to collect, so that the owner can sort
 * orders from the phone's mail list.
 */
export function newOrderNoticeMail(
  publicUrl: string,
  shopEmail: string,
  order: Order,
  language: Language = 'en',
): Mail {
  const w = messages(language).mail.newOrder;
  const mmk = (amount: number) => formatMMK(amount, language);
  const a = order.shippingAddress;
  const link = publicUrl + adminPaths.order(order.orderId);
  const total = mmk(order.total);
  const payment = w.methods[order.payment.method];
  const lines = order.items.map((line) => orderLineText(line, language));
  const customer = [a.name, a.phone, a.email].filter(Boolean).join(' · ');
  const place = [a.fullAddress, deliveryPlaceText(order, language)];
  const text = [
    w.heading,
    '',
    `${w.number}: ${order.orderId}`,
    ...lines,
    `${w.total}: ${total} (${payment})`,
    '',
    `${w.customer}: ${customer}`,
    `${w.deliverTo}: ${place.join(', ')}`,
    ...(a.deliveryNotes ? [`${w.notes}: ${a.deliveryNotes}`] : []),
    '',
    `${w.open}: ${link}`,
    '',
  ].join('\n');
  const html = `<div lang="${language}" style="font-family:Arial,Helvetica,'Noto Sans Myanmar','Myanmar Text',sans-serif;line-height:1.6">
<h1 style="font-size:20px">${escapeHtml(w.heading)}</h1>
<p>${escapeHtml(w.number)}: <strong>${escapeHtml(order.orderId)}</strong></p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><strong>${escapeHtml(w.total)}: ${escapeHtml(total)}</strong> (${escapeHtml(payment)})</p>
<p>${escapeHtml(w.customer)}: ${escapeHtml(a.name)} · <a href="tel:${escapeHtml(a.phone)}">${escapeHtml(a.phone)}</a> · ${escapeHtml(a.email)}</p>
<p>${escapeHtml(w.deliverTo)}: ${place.map(escapeHtml).join('<br>')}</p>
${a.deliveryNotes ? `<p>${escapeHtml(w.notes)}: ${escapeHtml(a.deliveryNotes)}</p>` : ''}
<p><a href="${escapeHtml(link)}">${escapeHtml(w.open)}</a></p>
</div>`;
  const township = (language === 'my' && order.delivery.townshipMy) || a.township;
  const cash = order.payment.method === 'cod' ? total : null;
  return { to: shopEmail, subject: w.subject(order.orderId, township, cash, `${payment} ${total}`), text, html };
}
