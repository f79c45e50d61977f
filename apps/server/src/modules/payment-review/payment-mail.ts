import type { Language } from '@shop/shared/language';
import { formatMMK } from '@shop/shared/money';
import { messages } from '../../lib/i18n.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Mail, Mailer } from '../../lib/mail.ts';
import { paths } from '@shop/shared/paths';

export type PaymentMailOrder = { orderId: string; name: string; email: string; total: number };
type Deps = { mailer: Mailer; publicUrl: string };

/** The customer's KBZ Pay page for the order (guests open it by the order id). */
export function paymentLink(publicUrl: string, orderId: string): string {
  return publicUrl + paths.qr(orderId);
}

function toMail(to: string, subject: string, hello: string, lines: string[], link: { href: string; label: string }) {
  const text = [hello, '', ...lines, '', `${link.label}: ${link.href}`, ''].join('\n');
  const html = `<p>${escapeHtml(hello)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`;
  return { to, subject, text, html } satisfies Mail;
}

/** The owner rejected the transfer: why, and where to send another transaction id. */
export function paymentRejectedMail(
  publicUrl: string,
  order: PaymentMailOrder,
  reason: string,
  language: Language = 'en',
): Mail {
  const words = messages(language).mail;
  const w = words.payment;
  return toMail(
    order.email,
    w.rejectedSubject(order.orderId),
    words.hello(order.name),
    [w.rejected(order.orderId), w.reason(reason), w.sendCorrect(formatMMK(order.total, language))],
    { href: paymentLink(publicUrl, order.orderId), label: w.sendAnother },
  );
}

/** The order was cancelled because no transfer arrived in time. */
export function paymentExpiredMail(publicUrl: string, order: PaymentMailOrder, language: Language = 'en'): Mail {
  const words = messages(language).mail;
  const w = words.payment;
  return toMail(
    order.email,
    w.expiredSubject(order.orderId),
    words.hello(order.name),
    [w.expired(order.orderId, formatMMK(order.total, language)), w.alreadyPaid],
    { href: paymentLink(publicUrl, order.orderId), label: w.see },
  );
}

export async function sendPaymentRejected(deps: Deps, order: PaymentMailOrder, reason: string, language: Language) {
  await deps.mailer.send(paymentRejectedMail(deps.publicUrl, order, reason, language));
}
