import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '@shop/shared/dates';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOrder } from '../api/get-order.ts';
import { OrderDetails } from './order-details.tsx';
import { OrderNotFound, orderErrorMessage } from './order-not-found.tsx';
import { OrderSkeleton } from './order-skeleton.tsx';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { OrderPrintStyles } from './print-styles.tsx';
import '../../../locales/checkout.ts';
import { paths } from '@shop/shared/paths';

/** One of the customer's orders: status, timeline, lines and address; print and back. */
export function OrderDetailView({ orderId, token }: { orderId: string; token: string | null }) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const query = useOrder(orderId, 'own', token);
  useDocumentTitle(query.isError ? t('orders.notFoundTitle') : t('orders.detailTitle', { orderId }));
  const goBack = () => void navigate(paths.orders);

  if (query.isPending) return <OrderSkeleton />;
  if (query.isError)
    return (
      <OrderNotFound
        message={orderErrorMessage(query.error, t)}
        action={<Button onClick={goBack}>{t('common.goBack')}</Button>}
      />
    );

  const order = query.data;
  return (
    <article data-order-print className="flex min-w-0 flex-col gap-6">
      <OrderPrintStyles />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{t('orders.detailHeading')}</h1>
          <p className="font-mono text-sm font-semibold" data-testid="order-number">
            {order.orderId}
          </p>
          <p className="text-sm text-muted">
            {t('orders.placedOn')}: {formatDateTime(order.createdAt, language)}
          </p>
          <div className="mt-1">
            <OrderStatusBadge status={order.status} side="shopper" />
          </div>
        </div>
        <div className="flex gap-3 print:hidden">
          <Button variant="secondary" onClick={goBack}>
            {t('orders.back')}
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            {t('orders.print')}
          </Button>
        </div>
      </div>
      <OrderDetails order={order} />
      <OrderTimeline entries={order.timeline} />
    </article>
  );
}
