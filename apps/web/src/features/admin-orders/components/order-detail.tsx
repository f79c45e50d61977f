import type { AdminOrder } from '@shop/shared/admin';
import { formatPhone } from '@shop/shared/phone-rules';
import { canEditOrder, canReturnOrder } from '@shop/shared/orders-rules';
import { formatMMK } from '@shop/shared/money';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EditOrderForm } from './edit-order-form.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { localTimelineNote } from '../../../lib/timeline-note.ts';
import { Link } from 'react-router';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { formatDateTime } from '@shop/shared/dates';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge.tsx';
import { placeEstimate, placeLine } from '@shop/shared/place-rules';
import { ReturnControl } from './return-control.tsx';
import { StatusControl } from './status-control.tsx';
import { paths } from '@shop/shared/paths';
import { adminPaths } from '@shop/shared/admin-paths';
import { inLanguage, sizeLabel } from '@shop/shared/catalog-rules';

function Card({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`flex flex-col gap-3 rounded-xl border border-line bg-white p-4 sm:p-5 ${className}`}>
      <h2 className="text-base font-bold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * `/admin/order/{id}`: status and its control, items, customer, address, payment and timeline.
 * `payment` is shown in the payment card under the method (the route composes the KBZ Pay transfers).
 */
export function OrderDetail({ order, payment }: { order: AdminOrder; payment?: ReactNode }) {
  const { t, language } = useTranslation();
  const address = order.shippingAddress;
  const [editing, setEditing] = useState(false);
  const editable = canEditOrder(order.status);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-muted">
          {t('admin.order.placed', { date: formatDateTime(order.createdAt, language) })}
        </p>
        <OrderStatusBadge status={order.status} side="admin" />
      </div>
      <Card title={t('admin.order.statusHeading')}>
        {order.courier && (
          <p className="text-sm font-semibold" data-testid="admin-order-courier">
            {t('admin.order.shippedWith', { courier: order.courier })}
            {order.trackingNumber && (
              <span className="block font-normal">
                {t('admin.order.shippedTracking', { number: order.trackingNumber })}
              </span>
            )}
          </p>
        )}
        <StatusControl
          orderId={order.orderId}
          status={order.status}
          deliveredAt={order.timeline.findLast((entry) => entry.to === 'delivered')?.at}
          cod={order.payment.method === 'cod'}
        />
        {canReturnOrder(order.status) && <ReturnControl orderId={order.orderId} />}
        {order.delivery.returnReason && (
          <p className="text-sm font-semibold text-danger">{t(`admin.returns.${order.delivery.returnReason}`)}</p>
        )}
        {order.source && (
          <p className="text-sm">
            {t('admin.newOrder.takenVia', { source: t(`admin.newOrder.sources.${order.source}`) })}
          </p>
        )}
        {editable && !editing && (
          <Button variant="secondary" className="self-start" onClick={() => setEditing(true)}>
            {t('admin.editOrder.open')}
          </Button>
        )}
      </Card>
      {editing && editable && (
        <Card title={t('admin.editOrder.title')}>
          <EditOrderForm order={order} onDone={() => setEditing(false)} />
        </Card>
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card title={t('admin.order.items', { count: order.items.length })}>
          <ul className="divide-y divide-line">
            {order.items.map((item, index) => (
              <li key={`${item.productId}-${item.color}-${item.size}-${index}`} className="flex gap-3 py-3">
                <div className="aspect-[4/5] w-14 shrink-0 overflow-hidden rounded bg-surface">
                  <Thumbnail src={item.image} alt={inLanguage(language, item.itemName, item.itemNameMy)} sizes="56px" />
                </div>
                <div className="min-w-0 flex-1 text-sm">
                  <Link to={paths.product(item.productId)} className="font-semibold hover:underline">
                    {inLanguage(language, item.itemName, item.itemNameMy)}
                  </Link>
                  <p className="text-muted">
                    {t('admin.order.line', {
                      color: inLanguage(language, item.color, item.colorMy),
                      size: sizeLabel(item.size, language),
                      quantity: item.quantity,
                      price: formatMMK(item.price, language),
                    })}
                  </p>
                </div>
                <p className="text-sm font-semibold tabular-nums">{formatMMK(item.price * item.quantity, language)}</p>
              </li>
            ))}
          </ul>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-line pt-3 text-sm">
            <dt className="text-muted">{t('admin.order.subtotal')}</dt>
            <dd className="text-right tabular-nums">{formatMMK(order.subtotal, language)}</dd>
            <dt className="text-muted">{t('admin.order.shipping')}</dt>
            <dd className="text-right tabular-nums">{formatMMK(order.shippingCost, language)}</dd>
            <dt className="font-bold">{t('admin.order.total')}</dt>
            <dd className="text-right font-bold tabular-nums">{formatMMK(order.total, language)}</dd>
          </dl>
        </Card>
        <div className="flex flex-col gap-4">
          <Card title={t('admin.order.customer')}>
            {order.customer ? (
              <div className="text-sm">
                <Link to={adminPaths.customer(order.customer._id)} className="font-semibold hover:underline">
                  {order.customer.name}
                </Link>
                <p className="text-muted">{order.customer.email}</p>
                {order.customer.phone && <p className="text-muted">{formatPhone(order.customer.phone, language)}</p>}
              </div>
            ) : (
              <p className="text-sm">
                {t('admin.order.guestCustomer')}
                {order.guestEmail && <span className="block text-muted">{order.guestEmail}</span>}
              </p>
            )}
          </Card>
          <Card title={t('admin.order.address')}>
            <address className="text-sm not-italic">
              <p className="font-semibold">{address.name}</p>
              <p>{address.email}</p>
              <p>
                <a href={`tel:${address.phone}`} className="font-semibold underline">
                  {t('admin.order.call', { phone: formatPhone(address.phone, language) })}
                </a>
              </p>
              <p>{address.fullAddress}</p>
              <p>{placeLine(address, order.delivery, language)}</p>
              {order.delivery.estimateEn && (
                <p className="mt-2 font-semibold" data-testid="admin-order-estimate">
                  {t('admin.order.estimate', { estimate: placeEstimate(order.delivery, language) })}
                </p>
              )}
              {address.deliveryNotes && (
                <p className="mt-2 text-muted">{t('admin.order.notes', { notes: address.deliveryNotes })}</p>
              )}
            </address>
          </Card>
          <Card title={t('admin.order.payment')}>
            <p className="text-sm">
              {t(`admin.payment.${order.payment.method}`)} · {t(`admin.paymentStatus.${order.payment.status}`)}
            </p>
            {payment}
          </Card>
        </div>
      </div>
      <Card title={t('admin.order.timeline')}>
        <ol className="flex flex-col gap-3 border-l-2 border-line pl-4">
          {order.timeline.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="text-sm">
              {entry.from !== entry.to && (
                <p className="font-semibold">
                  {entry.from
                    ? t('admin.order.moved', {
                        from: t(`admin.status.${entry.from}`),
                        to: t(`admin.status.${entry.to}`),
                      })
                    : t('admin.order.created', { status: t(`admin.status.${entry.to}`) })}
                  {entry.reason && ` · ${t(`admin.returns.${entry.reason}`)}`}
                </p>
              )}
              {entry.note && (
                <p className={entry.from === entry.to ? 'font-semibold' : ''}>
                  {localTimelineNote(entry.note, t, language)}
                </p>
              )}
              <p className="text-muted">
                {formatDateTime(entry.at, language)} · {entry.byEmail ?? t(`admin.actors.${entry.by}`)}
              </p>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
