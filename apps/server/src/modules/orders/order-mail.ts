import { formatDateTime } from '@shop/shared/dates';
import type { Language } from '@shop/shared/language';
import { formatCount, formatMMK } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders';
import { formatPhone } from '@shop/shared/phone-rules';
import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../lib/i18n.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { mailFontFamily } from '../../lib/mail-html.ts';
import type { Mail, Mailer } from '../../lib/mail.ts';
import { orderLink } from '../../lib/public-urls.ts';
import type { MailTurn } from './order-write.ts';
import { paths } from '@shop/shared/paths';
import { inLanguage, sizeLabel } from '@shop/shared/catalog';
import { placeLine } from '@shop/shared/place-rules';
import { adminPaths } from '@shop/shared/admin-paths';

/**
 * The order's first mail, in the language the order was placed in: what was ordered, what it
 * costs in MMK, where it goes, how to pay. A cash on delivery order is confirmed; a wallet order is
 * received, to be paid within its wallet's hold time (`holdHours`), and confirmed only once the
 * owner has checked the transfer (never "confirmed" before anyone has paid).
 */
export function orderConfirmationMail(
  publicUrl: string,
  order: Order,
  language: Language = 'en',
  holdHours = 24,
): Mail {
  const words = messages(language).mail.order;
  const mmk = (amount: number) => formatMMK(amount, language);
  const link = orderLink(publicUrl, order.orderId);
  const a = order.shippingAddress;
  const address = [a.name, a.fullAddress, deliveryPlaceText(order, language), formatPhone(a.phone, language)];
  const placed = formatDateTime(order.createdAt, language);
  // The promise made at checkout, from the delivery zone (docs/decisions/031).
  const zoneEstimate = language === 'my' ? order.delivery.estimateMy : order.delivery.estimateEn;
  const estimate = zoneEstimate && words.estimate(zoneEstimate);
  const method = order.payment.method;
  const wallet = method === 'cod' ? null : messages(language).mail.newOrder.methods[method];
  const hours = formatHours(holdHours, language);
  const payment = wallet
    ? words.transfer(wallet, mmk(order.total), hours, publicUrl + paths.qr(order.orderId))
    : words.cashOnDelivery;
  const subject = wallet ? words.receivedSubject(order.orderId, wallet, hours) : words.subject(order.orderId);
  const text = [
    words.thanks(a.name),
    '',
    `${words.number}: ${order.orderId}`,
    `${words.placed}: ${placed}`,
    '',
    ...order.items.map((line) => orderLineText(line, language)),
    '',
    `${words.subtotal}: ${mmk(order.subtotal)}`,
    `${words.shipping}: ${mmk(order.shippingCost)}`,
    `${words.total}: ${mmk(order.total)}`,
    '',
    words.deliveringTo,
    ...address,
    ...(a.deliveryNotes ? [`${words.notes}: ${a.deliveryNotes}`] : []),
    ...(estimate ? ['', estimate] : []),
    '',
    payment,
    '',
    `${words.see}: ${link}`,
    '',
  ].join('\n');

  const cell = 'style="padding:4px 8px;border-bottom:1px solid #eee"';
  // An amount on one line ("၁၈,၀၀၀ ကျပ်" broke before its unit in a phone's narrow column).
  const amount = (value: number) => `<span style="white-space:nowrap">${mmk(value)}</span>`;
  const rows = order.items
    .map(
      (
        i,
      ) => `<tr><td ${cell}>${escapeHtml(lineName(i, language))} (${escapeHtml(lineColour(i, language))}, ${escapeHtml(sizeLabel(i.size, language))})</td>
<td ${cell} align="right">${formatCount(i.quantity, language)}</td><td ${cell} align="right">${amount(i.price * i.quantity)}</td></tr>`,
    )
    .join('\n');
  const html = `<div lang="${language}" style="font-family:${mailFontFamily(language)};line-height:1.6">
<h1 style="font-size:20px">${escapeHtml(words.thanks(a.name))}</h1>
<p>${escapeHtml(words.number)}: <strong>${escapeHtml(order.orderId)}</strong><br>${escapeHtml(words.placed)}: ${escapeHtml(placed)}</p>
<table style="border-collapse:collapse" cellspacing="0">
<tr><th align="left">${escapeHtml(words.item)}</th><th align="right">${escapeHtml(words.quantity)}</th><th align="right">${escapeHtml(words.amount)}</th></tr>
${rows}
<tr><td colspan="2" align="right">${escapeHtml(words.subtotal)}</td><td align="right">${amount(order.subtotal)}</td></tr>
<tr><td colspan="2" align="right">${escapeHtml(words.shipping)}</td><td align="right">${amount(order.shippingCost)}</td></tr>
<tr><td colspan="2" align="right"><strong>${escapeHtml(words.total)}</strong></td><td align="right"><strong>${amount(order.total)}</strong></td></tr>
</table>
<p><strong>${escapeHtml(words.deliveringTo)}</strong><br>${address.map(escapeHtml).join('<br>')}</p>
${a.deliveryNotes ? `<p><strong>${escapeHtml(words.notes)}:</strong> ${escapeHtml(a.deliveryNotes)}</p>` : ''}
${estimate ? `<p>${escapeHtml(estimate)}</p>` : ''}
<p>${escapeHtml(payment)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(words.see)}</a></p>
</div>`;

  return { to: a.email, subject, text, html };
}

/** "24", "1.5", "၂၄": a hold time in hours, in the reader's digits. */
function formatHours(hours: number, language: Language): string {
  return formatCount(Math.round(hours * 100) / 100, language);
}

export type OrderMailDeps = {
  mailer: Mailer;
  publicUrl: string;
  shopEmail: string;
  log: FastifyBaseLogger;
  mailsPerRecipient: number;
};

/**
 * An order's mails, sent after the buyer has been answered: the customer's confirmation in the
 * language the order was placed in, unless its address already had `mailsPerRecipient` of them
 * this hour (so orders placed with someone else's email cannot turn the shop into a mail cannon;
 * logged by order id), and always the owner's notice to SHOP_EMAIL in the shop inbox's language:
 * the owner hears of every order. One failing does not stop the other. The order's own statement
 * counted the recipient and read the inbox's language (`turn`, order-write.ts): no round trip here.
 */
export async function sendOrderConfirmation(
  deps: OrderMailDeps,
  order: Order,
  turn: MailTurn,
  language: Language = 'en',
  holdHours?: number,
): Promise<void> {
  // A buyer who gave no email has the order page and Track Order by phone instead.
  const hasEmail = order.shippingAddress.email !== '';
  const customer = hasEmail && turn.sentThisHour <= deps.mailsPerRecipient;
  if (hasEmail && !customer) {
    deps.log.info({ orderId: order.orderId }, 'order confirmation not mailed: its address had enough mail this hour');
  }
  const sent = await Promise.allSettled([
    customer ? deps.mailer.send(orderConfirmationMail(deps.publicUrl, order, language, holdHours)) : undefined,
    deps.mailer.send(newOrderNoticeMail(deps.publicUrl, deps.shopEmail, order, turn.inbox)),
  ]);
  const failed = sent.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** A line's product name in the mail's language (the order's snapshot of both names). */
export function lineName(line: Order['items'][number], language: Language): string {
  return inLanguage(language, line.itemName, line.itemNameMy);
}

/** A line's colour in the mail's language (the order's snapshot of the palette's names). */
function lineColour(line: Order['items'][number], language: Language): string {
  return inLanguage(language, line.color, line.colorMy);
}

/** "2 × Golden Rock Cap (Black, M) — 36,000 MMK"; in Burmese the name, colour, count and amount in Burmese. */
export function orderLineText(line: Order['items'][number], language: Language): string {
  const amount = formatMMK(line.price * line.quantity, language);
  return `${formatCount(line.quantity, language)} × ${lineName(line, language)} (${lineColour(line, language)}, ${sizeLabel(line.size, language)}) — ${amount}`;
}

/**
 * Township, city and region of a delivery in the mail's language: a Burmese mail names the
 * places of the shop's table in Burmese (an unlisted township stays as the shopper typed it).
 */
export function deliveryPlaceText(order: Order, language: Language): string {
  return placeLine(order.shippingAddress, order.delivery, language);
}

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
  const html = `<div lang="${language}" style="font-family:${mailFontFamily(language)};line-height:1.6">
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
