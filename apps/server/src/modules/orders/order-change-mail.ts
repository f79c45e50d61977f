import type { Language } from '@shop/shared/language';
import { formatMMK } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders';
import { escapeHtml } from '../../lib/escape-html.ts';
import { mailFontFamily } from '../../lib/mail-html.ts';
import { messages } from '../../lib/i18n.ts';
import type { Mail, Mailer } from '../../lib/mail.ts';
import { orderLink } from '../../lib/public-urls.ts';
import { deliveryPlaceText, orderLineText } from './order-mail.ts';

/**
 * Tells the customer, in their language, that the owner changed their order before it shipped
 * (docs/decisions/047): the order as it is now (lines, delivery, total, where it goes), with the
 * link to the order page, whose timeline shows the change too.
 */
export function orderChangedMail(publicUrl: string, order: Order, language: Language = 'en'): Mail {
  const words = messages(language).mail;
  const link = orderLink(publicUrl, order.orderId);
  const mmk = (amount: number) => formatMMK(amount, language);
  const lines = order.items.map((line) => orderLineText(line, language));
  const place = `${order.shippingAddress.fullAddress}, ${deliveryPlaceText(order, language)}`;
  const summary = [
    `${words.changed.delivery}: ${mmk(order.shippingCost)}`,
    `${words.changed.total}: ${mmk(order.total)}`,
    `${words.changed.address}: ${place}`,
  ];
  const greeting = words.hello(order.shippingAddress.name);
  const text = [
    greeting,
    '',
    words.changed.news,
    '',
    `${words.order.number}: ${order.orderId}`,
    ...lines,
    ...summary,
    '',
    `${words.order.see}: ${link}`,
    '',
  ].join('\n');
  const html = `<div lang="${language}" style="font-family:${mailFontFamily(language)};line-height:1.6">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(words.changed.news)}</p>
<p>${escapeHtml(words.order.number)}: <strong>${escapeHtml(order.orderId)}</strong></p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>${summary.map(escapeHtml).join('<br>')}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(words.order.see)}</a></p>
</div>`;
  return { to: order.shippingAddress.email, subject: words.changed.subject(order.orderId), text, html };
}

export async function sendOrderChangedMail(
  deps: { mailer: Mailer; publicUrl: string },
  order: Order,
  language: Language,
): Promise<void> {
  // A customer without an email has the order page (its timeline) and the owner's call.
  if (!order.shippingAddress.email) return;
  await deps.mailer.send(orderChangedMail(deps.publicUrl, order, language));
}
