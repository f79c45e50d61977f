import type { Order } from '@shop/shared/orders';
import { escapeHtml, type Mail, type Mailer } from '../../lib/mail.ts';
import { orderLink } from '../orders/order-mail.ts';

const news: Record<Order['status'], string> = {
  pending: 'We have received your order.',
  processing: 'We are preparing your order.',
  shipped: 'Your order is on its way.',
  delivered: 'Your order has been delivered. Thank you for shopping with us!',
  cancelled: 'Your order has been cancelled. If you did not expect this, please reply to this email.',
};

/** Tells the customer their order moved to a new status, with a link back to it. */
export function statusMail(publicUrl: string, order: Order): Mail {
  const link = orderLink(publicUrl, order.orderId);
  const status = order.status[0]!.toUpperCase() + order.status.slice(1);
  const text = [
    `Hello ${order.shippingAddress.name},`,
    '',
    news[order.status],
    '',
    `Order number: ${order.orderId}`,
    `Status: ${status}`,
    '',
    `See your order: ${link}`,
    '',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(order.shippingAddress.name)},</p>
<p>${escapeHtml(news[order.status])}</p>
<p>Order number: <strong>${escapeHtml(order.orderId)}</strong><br>Status: <strong>${escapeHtml(status)}</strong></p>
<p><a href="${escapeHtml(link)}">See your order</a></p>`;
  return { to: order.shippingAddress.email, subject: `Order ${order.orderId}: ${status}`, text, html };
}

export async function sendStatusMail(deps: { mailer: Mailer; publicUrl: string }, order: Order): Promise<void> {
  await deps.mailer.send(statusMail(deps.publicUrl, order));
}
