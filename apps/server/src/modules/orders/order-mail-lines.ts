import { inLanguage, sizeLabel } from '@shop/shared/catalog';
import type { Language } from '@shop/shared/language';
import { formatCount, formatMMK } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders';
import { placeLine } from '@shop/shared/place-rules';

/** A line's product name in the mail's language (the order's snapshot of both names). */
export function lineName(line: Order['items'][number], language: Language): string {
  return inLanguage(language, line.itemName, line.itemNameMy);
}

/** "2 × Golden Rock Cap (Black, M) — 36,000 MMK"; in Burmese the name, count and amount in Burmese. */
export function orderLineText(line: Order['items'][number], language: Language): string {
  const amount = formatMMK(line.price * line.quantity, language);
  return `${formatCount(line.quantity, language)} × ${lineName(line, language)} (${line.color}, ${sizeLabel(line.size, language)}) — ${amount}`;
}

/**
 * Township, city and region of a delivery in the mail's language: a Burmese mail names the
 * places of the shop's table in Burmese (an unlisted township stays as the shopper typed it).
 */
export function deliveryPlaceText(order: Order, language: Language): string {
  return placeLine(order.shippingAddress, order.delivery, language);
}
