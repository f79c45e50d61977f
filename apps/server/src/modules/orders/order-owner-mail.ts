import { formatMMK } from '@shop/shared/money';
import { placeName } from '@shop/shared/place-rules';
import type { Order } from '@shop/shared/orders';
import { escapeHtml, type Mail } from '../../lib/mail.ts';

type Language = 'en' | 'my';

const words = {
  en: {
    subject: (id: string, total: string) => `New order ${id}: ${total}`,
    heading: 'A new order has arrived',
    order: 'Order number',
    total: 'Total',
    customer: 'Customer',
    deliverTo: 'Deliver to',
    notes: 'Notes',
    payment: 'Cash on delivery',
    open: 'Open it in the admin panel',
  },
  my: {
    subject: (id: string, total: string) => `အော်ဒါအသစ် ${id}: ${total}`,
    heading: 'အော်ဒါအသစ် ရောက်ရှိလာပါပြီ',
    order: 'အော်ဒါနံပါတ်',
    total: 'စုစုပေါင်း',
    customer: 'ဝယ်သူ',
    deliverTo: 'ပို့ရန်လိပ်စာ',
    notes: 'မှတ်ချက်',
    payment: 'ပစ္စည်းရောက်ငွေချေ',
    open: 'အက်ဒမင်စာမျက်နှာတွင် ဖွင့်ကြည့်ရန်',
  },
} as const;

/**
 * The shop owner's notice of a new order, sent to SHOP_EMAIL: what was ordered, the total, who to
 * call and where it goes, and the admin page of the order.
 */
export function newOrderNoticeMail(
  publicUrl: string,
  shopEmail: string,
  order: Order,
  language: Language = 'en',
): Mail {
  const w = words[language];
  const a = order.shippingAddress;
  const link = `${publicUrl}/admin/order/${encodeURIComponent(order.orderId)}`;
  const total = formatMMK(order.total);
  const lines = order.items.map(
    (i) => `${i.quantity} × ${i.itemName} (${i.color}, ${i.size}) — ${formatMMK(i.price * i.quantity)}`,
  );
  const customer = [a.name, a.phone, a.email].filter(Boolean).join(' · ');
  const place = [a.fullAddress, [a.township, placeName(a.city), placeName(a.region)].filter(Boolean).join(', ')];
  const text = [
    w.heading,
    '',
    `${w.order}: ${order.orderId}`,
    ...lines,
    `${w.total}: ${total} (${w.payment})`,
    '',
    `${w.customer}: ${customer}`,
    `${w.deliverTo}: ${place.join(', ')}`,
    ...(a.deliveryNotes ? [`${w.notes}: ${a.deliveryNotes}`] : []),
    '',
    `${w.open}: ${link}`,
    '',
  ].join('\n');
  const html = `<h1 style="font-size:20px">${escapeHtml(w.heading)}</h1>
<p>${escapeHtml(w.order)}: <strong>${escapeHtml(order.orderId)}</strong></p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><strong>${escapeHtml(w.total)}: ${escapeHtml(total)}</strong> (${escapeHtml(w.payment)})</p>
<p>${escapeHtml(w.customer)}: ${escapeHtml(a.name)} · <a href="tel:${escapeHtml(a.phone)}">${escapeHtml(a.phone)}</a> · ${escapeHtml(a.email)}</p>
<p>${escapeHtml(w.deliverTo)}: ${place.map(escapeHtml).join('<br>')}</p>
${a.deliveryNotes ? `<p>${escapeHtml(w.notes)}: ${escapeHtml(a.deliveryNotes)}</p>` : ''}
<p><a href="${escapeHtml(link)}">${escapeHtml(w.open)}</a></p>`;
  return { to: shopEmail, subject: w.subject(order.orderId, total), text, html };
}
