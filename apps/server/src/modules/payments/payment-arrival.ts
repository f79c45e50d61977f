import type { FastifyBaseLogger } from 'fastify';
import { adminPaths } from '@shop/shared/admin-paths';
import { formatMMK } from '@shop/shared/money';
import type { Wallet } from '@shop/shared/payments';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { mailFontFamily } from '../../lib/mail-html.ts';
import { messages } from '../../lib/i18n.ts';
import type { Mail, Mailer } from '../../lib/mail.ts';
import { safeError } from '../../lib/safe-error.ts';
import { shopInboxLanguage } from '../account/index.ts';
import type { Language } from '@shop/shared/language';

/** A transaction id a shopper has just sent (committed), as the owner is told of it. */
export type TransferArrival = {
  orderId: string;
  wallet: Wallet;
  total: number;
  name: string;
  phone: string;
  transactionId: string;
  /** Other orders whose payment named the same transaction id (however typed). */
  usedOnOrders: string[];
};

export type ArrivalDeps = { db: Db; mailer: Mailer; publicUrl: string; shopEmail: string; log: FastifyBaseLogger };

/** The owner's notice (to SHOP_EMAIL, in the shop inbox's language), with a link to the payments to check. */
export function transferArrivedMail(
  publicUrl: string,
  shopEmail: string,
  arrival: TransferArrival,
  language: Language = 'en',
): Mail {
  const words = messages(language).mail;
  const w = words.payment;
  const wallet = words.newOrder.methods[arrival.wallet];
  const amount = formatMMK(arrival.total, language);
  const link = `${publicUrl}${adminPaths.payments}?wallet=${arrival.wallet}`;
  const lines = [
    w.arrived(arrival.name, wallet, amount),
    `${words.order.number}: ${arrival.orderId}`,
    w.transactionId(arrival.transactionId),
    ...(arrival.usedOnOrders.length ? [w.usedOn(arrival.usedOnOrders.join(', '))] : []),
  ];
  const text = [...lines, '', `${w.check}: ${link}`, ''].join('\n');
  const html = `<div lang="${language}" style="font-family:${mailFontFamily(language)};line-height:1.6">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(w.check)}</a></p>
</div>`;
  return { to: shopEmail, subject: w.arrivedSubject(arrival.orderId, wallet, amount), text, html };
}

/**
 * The one place told that a transaction id has arrived (after its commit, off the shopper's
 * answer): the owner is mailed now. The owner's alert channel, once the shop has one, is told here
 * too, beside the mail. A failure is logged without the mail's content, never the shopper's.
 */
export function transferArrived(deps: ArrivalDeps, arrival: TransferArrival): void {
  setImmediate(() => {
    shopInboxLanguage(deps.db, deps.shopEmail)
      .then((language) => deps.mailer.send(transferArrivedMail(deps.publicUrl, deps.shopEmail, arrival, language)))
      .catch((error: unknown) =>
        deps.log.warn(
          { err: safeError(error), orderId: arrival.orderId },
          'transaction id received but the owner mail failed',
        ),
      );
  });
}
