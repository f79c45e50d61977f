import { formatMMK } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders';
import { escapeHtml, type Mail, type Mailer } from '../../lib/mail.ts';

/** The page the customer can come back to (guest orders open there by id). */
export function orderLink(publicUrl: string, orderId: string): string {
  return `${publicUrl}/order-success/${encodeURIComponent(orderId)}`;
}

const lineText = (i: Order['items'][number]) =>
  `${i.quantity} × ${i.itemName} (${i.color}, ${i.size}) — ${formatMMK(i.price * i.quantity)}`;

/** The order confirmation: what was ordered, what it costs in MMK, where it goes, how to pay. */
export function orderConfirmationMail(publicUrl: string, order: Order): Mail {
  const link = orderLink(publicUrl, order.orderId);
  const a = order.shippingAddress;
  const address = [a.name, a.fullAddress, `${a.township}, ${a.city}, ${a.region}`, a.phone];
  const payment =
    order.payment.method === 'kbzpay'
      ? `KBZ Pay: please transfer ${formatMMK(order.total)} with the order number as the reference and send the transaction id at ${publicUrl}/qr/${encodeURIComponent(order.orderId)}`
      : 'Cash on delivery: please have the exact amount ready when your order arrives.';
  const text = [
    `Thank you for your order, ${a.name}!`,
    '',
    `Order number: ${order.orderId}`,
    '',
    ...order.items.map(lineText),
    '',
    `Subtotal: ${formatMMK(order.subtotal)}`,
    `Shipping: ${formatMMK(order.shippingCost)}`,
    `Total: ${formatMMK(order.total)}`,
    '',
    'Delivering to:',
    ...address,
    ...(a.deliveryNotes ? [`Notes: ${a.deliveryNotes}`] : []),
    '',
    payment,
    '',
    `See your order: ${link}`,
    '',
  ].join('\n');

  const cell = 'style="padding:4px 8px;border-bottom:1px solid #eee"';
  const rows = order.items
    .map(
      (i) => `<tr><td ${cell}>${escapeHtml(i.itemName)} (${escapeHtml(i.color)}, ${escapeHtml(i.size)})</td>
<td ${cell} align="right">${i.quantity}</td><td ${cell} align="right">${formatMMK(i.price * i.quantity)}</td></tr>`,
    )
    .join('\n');
  const html = `<h1 style="font-size:20px">Thank you for your order, ${escapeHtml(a.name)}!</h1>
<p>Order number: <strong>${escapeHtml(order.orderId)}</strong></p>
<table style="border-collapse:collapse" cellspacing="0">
<tr><th align="left">Item</th><th align="right">Qty</th><th align="right">Amount</th></tr>
${rows}
<tr><td colspan="2" align="right">Subtotal</td><td align="right">${formatMMK(order.subtotal)}</td></tr>
<tr><td colspan="2" align="right">Shipping</td><td align="right">${formatMMK(order.shippingCost)}</td></tr>
<tr><td colspan="2" align="right"><strong>Total</strong></td><td align="right"><strong>${formatMMK(order.total)}</strong></td></tr>
</table>
<p><strong>Delivering to:</strong><br>${address.map(escapeHtml).join('<br>')}</p>
${a.deliveryNotes ? `<p><strong>Notes:</strong> ${escapeHtml(a.deliveryNotes)}</p>` : ''}
<p>${escapeHtml(payment)}</p>
<p><a href="${escapeHtml(link)}">See your order</a></p>`;

  return { to: a.email, subject: `Order confirmed: ${order.orderId}`, text, html };
}

export async function sendOrderConfirmation(deps: { mailer: Mailer; publicUrl: string }, order: Order): Promise<void> {
  await deps.mailer.send(orderConfirmationMail(deps.publicUrl, order));
}
