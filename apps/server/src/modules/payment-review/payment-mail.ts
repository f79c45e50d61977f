import type { Language } from '@shop/shared/language';
import { formatMMK } from '@shop/shared/money';
import { messages } from '../../lib/i18n.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Mail, Mailer } from '../../lib/mail.ts';
import { paths } from '@shop/shared/paths';

export type PaymentMailOrder = { orderId: string; name: string; email: string; total: number; method: string };
type Deps = { mailer: Mailer; publicUrl: string };

/** The wallet's name in the reader's language (as the owner's notice names it). */
function walletOf(order: PaymentMailOrder, language: Language): string {
  const methods = messages(language).mail.newOrder.methods;
  return methods[order.method as keyof typeof methods] ?? order.method;
}

/** The customer's payment page for the order (guests open it by the order id). */
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
    w.rejectedSubject(order.orderId, walletOf(order, language)),
    words.hello(order.name),
    [
      w.rejected(order.orderId, walletOf(order, language)),
      w.reason(reason),
      w.sendCorrect(formatMMK(order.total, language)),
    ],
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
    [w.expired(order.orderId, formatMMK(order.total, language), walletOf(order, language)), w.alreadyPaid],
    { href: paymentLink(publicUrl, order.orderId), label: w.see },
  );
}

/** The owner confirmed the transfer: the order is paid and confirmed. */
export function paymentConfirmedMail(
  publicUrl: string,
  order: PaymentMailOrder,
  transactionId: string,
  language: Language = 'en',
): Mail {
  const words = messages(language).mail;
  const w = words.payment;
  return toMail(
    order.email,
    w.confirmedSubject(order.orderId),
    words.hello(order.name),
    [
      w.confirmed(order.orderId, formatMMK(order.total, language), walletOf(order, language)),
      w.transactionId(transactionId),
    ],
    { href: publicUrl + paths.orderSuccess(order.orderId), label: w.see },
  );
}

/** Mails to a customer who left an email (checkout's email may be left out): nothing otherwise. */
async function sendIfAddressed(deps: Deps, mail: Mail) {
  if (mail.to) await deps.mailer.send(mail);
}

export async function sendPaymentRejected(deps: Deps, order: PaymentMailOrder, reason: string, language: Language) {
  await sendIfAddressed(deps, paymentRejectedMail(deps.publicUrl, order, reason, language));
}

export async function sendPaymentConfirmed(
  deps: Deps,
  order: PaymentMailOrder,
  transactionId: string,
  language: Language,
) {
  await sendIfAddressed(deps, paymentConfirmedMail(deps.publicUrl, order, transactionId, language));
}
