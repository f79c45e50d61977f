import { useTranslation } from 'react-i18next';
import type { Order } from '@shop/shared/orders';
import { useGuestOrderIds } from '../../../lib/guest-orders.ts';
import { useGuestOrders } from '../api/get-guest-orders.ts';
import { OrderCards } from './order-list.tsx';
import { TrackOrderForm } from './track-order-form.tsx';

/**
 * For guests: 'Track your order' (id + email or phone) and the orders placed from this browser.
 * Orders are never listed by email alone (DECISIONS "Accounts and security").
 */
export function GuestOrders() {
  const { t } = useTranslation();
  const ids = useGuestOrderIds();
  const results = useGuestOrders(ids);
  const orders = results.flatMap((r) => (r.data ? [r.data] : [])) satisfies Order[];

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
      {orders.length > 0 && (
        <div className="mt-8">
          <h3 className="mb-3 text-base font-bold">{t('trackOrder.fromThisBrowser')}</h3>
          <OrderCards orders={orders} linkTo={(order) => `/order-success/${encodeURIComponent(order.orderId)}`} />
        </div>
      )}
    </section>
  );
}
