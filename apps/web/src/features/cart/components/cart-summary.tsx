import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { formatMMK } from '@shop/shared/money';
import { shippingFor } from '@shop/shared/delivery-rules';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDeliveryZones } from '../../../lib/delivery-zones.ts';
import { shippingNote } from '../../../lib/shipping-note.ts';
import { paths } from '@shop/shared/paths';
import '../../../locales/cart.ts';

/**
 * Subtotal (item count) and total, then the way on. Shipping is added at checkout once the city is
 * known; here the shopper sees the lowest fee of the owner's table (or that delivery is free at this
 * subtotal) and how they pay, so the total at checkout is no surprise.
 */
export function CartSummary({ count, subtotal }: { count: number; subtotal: number }) {
  const { t, language } = useTranslation();
  const zones = useDeliveryZones().data;
  const note = zones && shippingNote(zones);
  // What the cheapest place would cost at this subtotal: 0 once the free-delivery threshold is met.
  const lowest = note ? shippingFor(note.from, subtotal, zones.freeShippingThreshold) : undefined;
  return (
    <section aria-labelledby="cart-summary-heading" className="rounded-lg border border-line p-5 md:p-6">
      <h2 id="cart-summary-heading" className="text-lg font-bold tracking-tight">
        {t('cart.summaryTitle')}
      </h2>
      <dl className="mt-4 flex flex-col gap-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t('cart.subtotalItems', { count })}</dt>
          <dd>{formatMMK(subtotal, language)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-line pt-3 text-base font-bold">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="cart-total">{formatMMK(subtotal, language)}</dd>
        </div>
      </dl>
      {/* The line's height is kept while the table loads: nothing below it moves. */}
      <div className="mt-3 min-h-5 text-sm text-muted" data-testid="cart-shipping-note">
        {lowest === 0 ? (
          t('cart.shippingFree')
        ) : lowest !== undefined ? (
          t('cart.shippingFrom', { fee: formatMMK(lowest, language) })
        ) : !zones ? (
          <Skeleton className="h-4 w-3/4" />
        ) : null}
      </div>
      <div className="mt-6 flex flex-col gap-3">
        <Link to={paths.checkout} className={buttonClass('primary', 'w-full')}>
          {t('cart.proceed')}
        </Link>
        <Link to={paths.shop()} className={buttonClass('secondary', 'w-full')}>
          {t('common.continueShopping')}
        </Link>
      </div>
    </section>
  );
}
