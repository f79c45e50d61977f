import { useTranslation } from '../../../lib/i18n.ts';
import { formatMMK } from '@shop/shared/money';
import { inLanguage, sizeLabel } from '@shop/shared/catalog-rules';
import type { Order } from '@shop/shared/orders';
import { formatPhone } from '@shop/shared/phone-rules';
import { placeEstimate, placeLine } from '@shop/shared/place-rules';
import { Link } from 'react-router';
import { walletName } from '@shop/shared/wallet-rules';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import '../../../locales/checkout.ts';
import { paths } from '@shop/shared/paths';

/** An order's lines, money, delivery address and payment: shared by the success and detail pages. */
export function OrderDetails({ order }: { order: Order }) {
  const { t, language } = useTranslation();
  const address = order.shippingAddress;
  // A cancelled or delivered order promises no delivery and asks for no cash.
  const finished = order.status === 'cancelled' || order.status === 'delivered';
  const cashNote = order.payment.method === 'cod' && order.payment.status === 'pending' && !finished;
  const method = order.payment.method;
  const transferDue = method !== 'cod' && order.payment.status === 'pending' && order.status === 'pending';
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] print:grid-cols-2">
      <section aria-labelledby="order-items-heading" className="rounded-lg border border-line p-5">
        <h2 id="order-items-heading" className="text-base font-bold">
          {t('orders.items')}
        </h2>
        <ul className="mt-3 flex flex-col divide-y divide-line">
          {order.items.map((item, index) => (
            <li
              key={`${item.productId}-${item.color}-${item.size}-${index}`}
              className="flex gap-3 py-3"
              data-testid="order-item"
            >
              <div className="aspect-[4/5] w-16 shrink-0 overflow-hidden rounded bg-surface">
                <Thumbnail src={item.image} alt={inLanguage(language, item.itemName, item.itemNameMy)} sizes="64px" />
              </div>
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold">{inLanguage(language, item.itemName, item.itemNameMy)}</p>
                <p className="text-muted">
                  {t('orders.itemDetails', {
                    color: inLanguage(language, item.color, item.colorMy),
                    size: sizeLabel(item.size, language),
                    quantity: item.quantity,
                  })}
                </p>
                <p className="text-muted">{t('orders.unitPrice', { price: formatMMK(item.price, language) })}</p>
              </div>
              <p className="text-sm font-semibold whitespace-nowrap">
                {formatMMK(item.price * item.quantity, language)}
              </p>
            </li>
          ))}
        </ul>
        <dl className="mt-2 flex flex-col gap-2 border-t border-line pt-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{t('orders.subtotal')}</dt>
            <dd>{formatMMK(order.subtotal, language)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{t('orders.shipping')}</dt>
            <dd>{formatMMK(order.shippingCost, language)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-bold">
            <dt>{t('orders.total')}</dt>
            <dd data-testid="order-total">{formatMMK(order.total, language)}</dd>
          </div>
        </dl>
      </section>
      <div className="flex flex-col gap-6">
        <section aria-labelledby="order-address-heading" className="rounded-lg border border-line p-5 text-sm">
          <h2 id="order-address-heading" className="text-base font-bold">
            {t('orders.shippingAddress')}
          </h2>
          <address className="mt-3 flex flex-col gap-0.5 not-italic">
            <span className="font-semibold">{address.name}</span>
            <span>{address.fullAddress}</span>
            <span>{placeLine(address, order.delivery, language)}</span>
            <span>{formatPhone(address.phone, language)}</span>
            <span className="break-all">{address.email}</span>
          </address>
          {address.deliveryNotes && (
            <p className="mt-3 text-muted">{t('orders.deliveryNotes', { notes: address.deliveryNotes })}</p>
          )}
          {order.status === 'shipped' && order.courier && (
            <p className="mt-3 font-semibold" data-testid="order-courier">
              {t('orders.courier', { courier: order.courier })}
              {order.trackingNumber && (
                <span className="block font-normal">{t('orders.tracking', { number: order.trackingNumber })}</span>
              )}
            </p>
          )}
          {order.delivery.estimateEn && !finished && (
            <p className="mt-3 font-semibold" data-testid="order-estimate">
              {t('orders.estimate', { estimate: placeEstimate(order.delivery, language) })}
            </p>
          )}
        </section>
        <section aria-labelledby="order-payment-heading" className="rounded-lg border border-line p-5 text-sm">
          <h2 id="order-payment-heading" className="text-base font-bold">
            {t('orders.payment')}
          </h2>
          <p className="mt-3 flex flex-wrap items-center justify-between gap-2">
            <span>{t(`orders.paymentMethods.${order.payment.method}`)}</span>
            <span className="rounded-full bg-surface px-2.5 py-0.5 text-xs font-semibold">
              {t(`orders.paymentStatus.${order.payment.status}`)}
            </span>
          </p>
          {cashNote && <p className="mt-3 rounded-md bg-warning/10 px-3 py-2 text-warning">{t('orders.exactCash')}</p>}
          {transferDue && (
            <Link
              to={paths.qr(order.orderId)}
              className="mt-3 inline-flex min-h-11 items-center font-semibold underline print:hidden"
            >
              {t('orders.payByWallet', { wallet: walletName(method, language) })}
            </Link>
          )}
        </section>
      </div>
    </div>
  );
}
