import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import type { Order } from '@shop/shared/orders';
import { PROCESSING_DAYS } from '@shop/shared/orders-rules';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { formatDateTime } from '@shop/shared/dates';
import { useGuestOrderIds } from '../../../lib/guest-orders.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOrder } from '../api/get-order.ts';
import { OrderDetails } from './order-details.tsx';
import { KeepThisLink, ShowDetailsForm } from './order-privacy.tsx';
import { OrderNotFound, orderErrorMessage } from './order-not-found.tsx';
import { OrderSkeleton } from './order-skeleton.tsx';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { OrderPrintStyles } from './print-styles.tsx';
import '../../../locales/checkout.ts';
import { paths } from '@shop/shared/paths';

/** Where the order stands decides what the page says: no "Order Confirmed!" for a cancelled one. */
type Stage = 'confirmed' | 'shipped' | 'delivered' | 'cancelled';
function stageOf(status: Order['status']): Stage {
  if (status === 'cancelled') return 'cancelled';
  if (status === 'delivered') return 'delivered';
  if (status === 'shipped') return 'shipped';
  return 'confirmed';
}
const TITLES = {
  confirmed: 'orderSuccess.title',
  shipped: 'orderSuccess.shippedTitle',
  delivered: 'orderSuccess.deliveredTitle',
  cancelled: 'orderSuccess.cancelledTitle',
} as const;
const LEADS = {
  confirmed: 'orderSuccess.lead',
  shipped: 'orderSuccess.shippedLead',
  delivered: 'orderSuccess.deliveredLead',
  cancelled: 'orderSuccess.cancelledLead',
} as const;

/** The order just placed (or found by Track Order): where it stands, what happens next, print and the ways on. */
export function OrderSuccessView({ orderId, token }: { orderId: string; token: string | null }) {
  const { t, language } = useTranslation();
  const guestIds = useGuestOrderIds();
  // A guest order stays a guest order after signing in: read it the way it was placed.
  const access = token && !guestIds.includes(orderId) ? 'own' : 'guest';
  const query = useOrder(orderId, access, token);
  const stage = query.data ? stageOf(query.data.status) : 'confirmed';
  useDocumentTitle(query.isError || !orderId ? t('orders.notFoundTitle') : t(TITLES[stage]));

  const continueLink = (
    <Link to={paths.shop()} className={buttonClass('secondary')}>
      {t('common.continueShopping')}
    </Link>
  );
  if (!orderId) return <OrderNotFound message={t('orderSuccess.noOrderId')} action={continueLink} />;
  if (query.isPending) return <OrderSkeleton />;
  if (query.isError) return <OrderNotFound message={orderErrorMessage(query.error, t)} action={continueLink} />;

  const order = query.data;
  const cancelled = stage === 'cancelled';
  // A buyer who gave no email gets no mail: the page's link and Track Order by phone are theirs.
  const noEmail = !order.detailsHidden && order.shippingAddress.email === '';
  return (
    <article data-order-print className="flex flex-col gap-8">
      <OrderPrintStyles />
      <div className="flex flex-col items-center gap-3 text-center">
        <span
          aria-hidden="true"
          className={`flex size-14 items-center justify-center rounded-full print:hidden ${
            cancelled ? 'bg-danger/10 text-danger' : 'bg-success/10 text-success'
          }`}
        >
          <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path
              d={cancelled ? 'M6 6l12 12M18 6 6 18' : 'M20 6 9 17l-5-5'}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t(TITLES[stage])}</h1>
        <p className="max-w-lg text-muted">
          {stage === 'confirmed' && noEmail ? t('orderSuccess.leadNoEmail') : t(LEADS[stage])}
        </p>
        <dl className="mt-2 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted">{t('orders.orderNumber')}</dt>
            <dd className="font-mono font-semibold" data-testid="order-number">
              {order.orderId}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t('orders.placedOn')}</dt>
            <dd className="font-semibold">{formatDateTime(order.createdAt, language)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('orders.statusLabel')}</dt>
            <dd>
              <OrderStatusBadge status={order.status} side="shopper" />
            </dd>
          </div>
        </dl>
      </div>

      {order.detailsHidden && <ShowDetailsForm orderId={order.orderId} />}
      {noEmail && <KeepThisLink orderId={order.orderId} />}

      <OrderDetails order={order} />

      {stage === 'confirmed' && (
        <section aria-labelledby="next-heading" className="rounded-lg border border-line p-5 text-sm">
          <h2 id="next-heading" className="text-base font-bold">
            {t('orderSuccess.nextTitle')}
          </h2>
          <ol className="mt-3 flex list-decimal flex-col gap-2 pl-5">
            <li>{t('orderSuccess.nextConfirm')}</li>
            <li>{t('orderSuccess.nextProcessing', PROCESSING_DAYS)}</li>
            <li>{t('orderSuccess.nextCourier')}</li>
            {order.payment.method === 'cod' && <li>{t('orderSuccess.nextPay')}</li>}
          </ol>
        </section>
      )}

      <OrderTimeline entries={order.timeline} />

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center print:hidden">
        <Button variant="secondary" onClick={() => window.print()}>
          {t('orders.print')}
        </Button>
        {token && (
          <Link to={paths.orders} className={buttonClass('secondary')}>
            {t('orderSuccess.viewAll')}
          </Link>
        )}
        <Link to={paths.shop()} className={buttonClass('primary')}>
          {t('common.continueShopping')}
        </Link>
      </div>
      {!token && (
        <p className="text-center text-sm text-muted print:hidden">
          {t('orderSuccess.trackHint')}{' '}
          <Link to={paths.trackOrder} className="font-semibold text-ink underline">
            {t('trackOrder.title')}
          </Link>
        </p>
      )}
    </article>
  );
}
