import { useTranslation } from '../../../lib/i18n.ts';
import type { Order } from '@shop/shared/orders';
import { useGuestOrderIds } from '../../../lib/guest-orders.ts';
import { useGuestOrders } from '../api/get-guest-orders.ts';
import { OrderCards } from './order-list.tsx';
import { TrackOrderForm } from './track-order-form.tsx';
import '../../../locales/checkout.ts';
import { paths } from '@shop/shared/paths';

/**
 * For guests: 'Track your order' (id + email or phone) and the orders placed from this browser.
 * Orders are never listed by email alone.
 */
export function GuestOrders() {
  const { t } = useTranslation();
  return (
    <section
      id="track-order"
      aria-labelledby="track-order-heading"
      className="mt-14 scroll-mt-24 border-t border-line pt-10"
    >
      <h2 id="track-order-heading" className="text-xl font-bold tracking-tight">
        {t('trackOrder.title')}
      </h2>
      <p className="mt-1 mb-5 text-sm text-muted">{t('trackOrder.lead')}</p>
      <TrackOrderForm />
      <OrdersFromThisBrowser headingLevel="h3" />
    </section>
  );
}

/** The guest orders placed from this browser (ids kept in local storage); nothing when none. */
export function OrdersFromThisBrowser({ headingLevel: Heading }: { headingLevel: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const ids = useGuestOrderIds();
  const results = useGuestOrders(ids);
  const orders = results.flatMap((r) => (r.data ? [r.data] : [])) satisfies Order[];
  if (orders.length === 0) return null;
  return (
    <div className="mt-8">
      <Heading className="mb-3 text-base font-bold">{t('trackOrder.fromThisBrowser')}</Heading>
      <OrderCards orders={orders} linkTo={(order) => paths.orderSuccess(order.orderId)} />
    </div>
  );
}
