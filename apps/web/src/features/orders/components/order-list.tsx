import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { formatMMK } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatDate } from '@shop/shared/dates';
import { useOrders } from '../api/list-orders.ts';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge.tsx';
import '../../../locales/checkout.ts';
import { paths } from '@shop/shared/paths';

/** My Orders: newest first, each linking to its detail page. */
export function OrderList({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const query = useOrders(token);

  return (
    <QueryState
      query={query}
      loadingLabel={t('orders.loading')}
      errorMessage={(error) => t('orders.listFailed', { message: error.message })}
      isEmpty={(orders) => orders.length === 0}
      empty={
        <EmptyState
          title={t('orders.empty')}
          body={t('orders.emptyBody')}
          action={
            <Link to={paths.shop()} className={buttonClass('primary')}>
              {t('orders.startShopping')}
            </Link>
          }
        />
      }
    >
      {(orders) => <OrderCards orders={orders} linkTo={(order) => paths.order(order.orderId)} />}
    </QueryState>
  );
}

/** Order cards: number, date, status, item count and total; the whole card is one link. */
export function OrderCards({ orders, linkTo }: { orders: readonly Order[]; linkTo: (order: Order) => string }) {
  const { t, language } = useTranslation();
  return (
    <ul className="flex flex-col gap-3">
      {orders.map((order) => {
        const items = order.items.reduce((sum, item) => sum + item.quantity, 0);
        return (
          <li key={order.orderId}>
            <Link
              to={linkTo(order)}
              data-testid="order-card"
              className="flex flex-col gap-3 rounded-lg border border-line p-4 transition-colors hover:border-ink sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex flex-col gap-1">
                <span className="font-mono text-sm font-semibold">{order.orderId}</span>
                <span className="text-sm text-muted">
                  {formatDate(order.createdAt, language)} · {t('orders.itemCount', { count: items })}
                </span>
              </div>
              <div className="flex items-center justify-between gap-4 sm:justify-end">
                <OrderStatusBadge status={order.status} side="shopper" />
                <span className="font-semibold">{formatMMK(order.total, language)}</span>
                <span aria-hidden="true" className="text-muted">
                  →
                </span>
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
