import { readOwnerNote } from '@shop/shared/orders-rules';
import { readPaymentNote } from '@shop/shared/payments-rules';
import { walletName } from '@shop/shared/wallet-rules';
import type { Translate } from './i18n.ts';
import '../locales/server.ts';

/**
 * A note the server wrote on an order's timeline (in English), in the language shown when it is
 * one of the shop's own (a transfer by any wallet confirmed, rejected, not paid in time; an order the
 * shop took or changed, docs/decisions/047); any other
 * note as it was written. An admin's reject reason stays as typed.
 */
export function localTimelineNote(note: string, t: Translate, language: 'en' | 'my' = 'en'): string {
  const owner = readOwnerNote(note);
  if (owner?.kind === 'changed') return t('timelineNotes.orderChanged', { defaultValue: note });
  if (owner)
    return t('timelineNotes.orderTaken', { source: t(`timelineNotes.sources.${owner.source}`), defaultValue: note });
  const known = readPaymentNote(note);
  if (!known) return note;
  const { kind, wallet, ...values } = known;
  return t(`timelineNotes.${kind}`, {
    ...values,
    wallet: walletName(wallet ?? 'kbzpay', language),
    defaultValue: note,
  });
}
