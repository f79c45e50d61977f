import { useTranslation } from '../../lib/i18n.ts';
import { Link, useParams } from 'react-router';
import { AdminPage } from '../../app/layouts/admin-page.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { AuditHistory } from '../../features/admin-dashboard/components/audit-history.tsx';
import { useAdminOrder } from '../../features/admin-orders/api/get-order.ts';
import { OrderDetail } from '../../features/admin-orders/components/order-detail.tsx';
import { OrderTransfers } from '../../features/admin-payments/components/order-transfers.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { adminPaths } from '@shop/shared/admin-paths';

/** `/admin/order/{orderId}`: the order with its KBZ Pay transfers, then its history of admin changes. */
export default function AdminOrderPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const order = useAdminOrder(orderId);
  const back = (
    <div className="flex flex-wrap gap-2">
      <Link to={adminPaths.packingSlip(orderId)} className={buttonClass('secondary')}>
        {t('admin.slip.open')}
      </Link>
      <Link to={adminPaths.orders()} className={buttonClass('secondary')}>
        {t('admin.order.back')}
      </Link>
    </div>
  );
  return (
    <AdminPage title={t('admin.order.title', { id: orderId })} actions={back}>
      {order.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : order.isError ? (
        order.error instanceof ApiError && order.error.status === 404 ? (
          <EmptyState title={t('admin.order.notFound')} />
        ) : (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p className="font-semibold text-danger">{t('admin.loadError', { message: errorMessage(order.error) })}</p>
            <Button variant="secondary" onClick={() => void order.refetch()}>
              {t('admin.retry')}
            </Button>
          </div>
        )
      ) : (
        <>
          <OrderDetail order={order.data} payment={<OrderTransfers order={order.data} />} />
          <AuditHistory
            title={t('admin.audit.history')}
            filter={{ entityType: 'order', entityId: order.data.orderId }}
          />
        </>
      )}
    </AdminPage>
  );
}
