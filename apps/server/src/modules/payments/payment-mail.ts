import type { Language } from '@shop/shared/language';
import { formatMMK } from '@shop/shared/money';
import { escapeHtml, type Mail, type Mailer } from '../../lib/mail.ts';

export type PaymentMailOrder = { orderId: string; name: string; email: string; total: number };
type Deps = { mailer: Mailer; publicUrl: string };

/** The customer's KBZ Pay page for the order (guests open it by the order id). */
export function paymentLink(publicUrl: string, orderId: string): string {
  return `${publicUrl}/qr/${encodeURIComponent(orderId)}`;
}

type Words = { subject: string; hello: string; lines: string[]; link: string };

const rejected = (o: PaymentMailOrder, reason: string): Record<Language, Words> => ({
  en: {
    subject: `Order ${o.orderId}: we could not confirm your KBZ Pay payment`,
    hello: `Hello ${o.name},`,
    lines: [
      `We could not confirm the KBZ Pay transfer you sent for order ${o.orderId}.`,
      `Reason: ${reason}`,
      `Please check the transfer and send the correct transaction id for ${formatMMK(o.total, 'en')}.`,
    ],
    link: 'Send another transaction id',
  },
  my: {
    subject: `အော်ဒါ ${o.orderId}: သင့် KBZ Pay ငွေလွှဲကို အတည်မပြုနိုင်ပါ`,
    hello: `မင်္ဂလာပါ ${o.name}၊`,
    lines: [
      `အော်ဒါ ${o.orderId} အတွက် ပေးပို့ထားသော KBZ Pay ငွေလွှဲကို အတည်မပြုနိုင်ပါ။`,
      `အကြောင်းရင်း: ${reason}`,
      `ငွေလွှဲကို ပြန်စစ်ပြီး ${formatMMK(o.total, 'my')} အတွက် မှန်ကန်သော လုပ်ငန်းစဉ်နံပါတ် (Transaction ID) ကို ပို့ပေးပါ။`,
    ],
    link: 'လုပ်ငန်းစဉ်နံပါတ် အသစ် ပို့ရန်',
  },
});

const expired = (o: PaymentMailOrder): Record<Language, Words> => ({
  en: {
    subject: `Order ${o.orderId} has been cancelled`,
    hello: `Hello ${o.name},`,
    lines: [
      `We did not receive the KBZ Pay payment of ${formatMMK(o.total, 'en')} for order ${o.orderId} in time, so the order has been cancelled and its items returned to the shop.`,
      'If you have already paid, please reply to this email with the transaction id.',
    ],
    link: 'See your order',
  },
  my: {
    subject: `အော်ဒါ ${o.orderId} ကို ပယ်ဖျက်လိုက်ပါပြီ`,
    hello: `မင်္ဂလာပါ ${o.name}၊`,
    lines: [
      `အော်ဒါ ${o.orderId} အတွက် KBZ Pay ငွေ ${formatMMK(o.total, 'my')} ကို သတ်မှတ်ချိန်အတွင်း မရရှိသဖြင့် အော်ဒါကို ပယ်ဖျက်ပြီး ပစ္စည်းများကို ဆိုင်သို့ ပြန်ထည့်လိုက်ပါပြီ။`,
      'ငွေပေးချေပြီးပါက လုပ်ငန်းစဉ်နံပါတ် (Transaction ID) ဖြင့် ဤအီးမေးလ်ကို ပြန်ကြားပေးပါ။',
    ],
    link: 'အော်ဒါကို ကြည့်ရန်',
  },
});

function toMail(to: string, link: string, w: Words): Mail {
  const text = [w.hello, '', ...w.lines, '', `${w.link}: ${link}`, ''].join('\n');
  const html = `<p>${escapeHtml(w.hello)}</p>
${w.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(w.link)}</a></p>`;
  return { to, subject: w.subject, text, html };
}

/** The owner rejected the transfer: why, and where to send another transaction id. */
export function paymentRejectedMail(
  publicUrl: string,
  order: PaymentMailOrder,
  reason: string,
  language: Language = 'en',
): Mail {
  return toMail(order.email, paymentLink(publicUrl, order.orderId), rejected(order, reason)[language]);
}

/** The order was cancelled because no transfer arrived in time. */
export function paymentExpiredMail(publicUrl: string, order: PaymentMailOrder, language: Language = 'en'): Mail {
  return toMail(order.email, paymentLink(publicUrl, order.orderId), expired(order)[language]);
}

export async function sendPaymentRejected(deps: Deps, order: PaymentMailOrder, reason: string, language: Language) {
  await deps.mailer.send(paymentRejectedMail(deps.publicUrl, order, reason, language));
}
