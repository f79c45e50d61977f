import { Link, useParams } from 'react-router';
import { AdminPage } from '../../app/layouts/admin-page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAdminOrder } from '../../features/admin-orders/api/get-order.ts';
import { PackingSlip } from '../../features/admin-orders/components/packing-slip.tsx';
import { useShopSettings } from '../../features/admin-shop/api/shop-settings.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { adminPaths } from '@shop/shared/admin-paths';

/** `/admin/order/{orderId}/packing-slip`: the order's packing slip, ready to print. */
export default function PackingSlipPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const order = useAdminOrder(orderId);
  const shop = useShopSettings().data;
  const back = (
    <Link to={adminPaths.order(orderId)} className={`${buttonClass('secondary')} print:hidden`}>
      {t('admin.slip.back')}
    </Link>
  );
  return (
    <AdminPage title={t('admin.slip.title', { id: orderId })} actions={back}>
      {order.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : order.isError ? (
        <EmptyState title={errorMessage(order.error)} />
      ) : (
        <PackingSlip order={order.data} shop={shop} />
      )}
    </AdminPage>
  );
}
