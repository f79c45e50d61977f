import { useParams } from 'react-router';
import { OrderDetailView } from '../../features/orders/components/order-detail-view.tsx';
import { OrderReach } from '../../features/shop-reach/components/order-reach.tsx';
import { useAuthToken } from '../../lib/use-auth-token.ts';

/** One of the customer's orders, inside the account layout. */
export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const token = useAuthToken();
  return (
    <>
      <OrderDetailView orderId={orderId} token={token} />
      <OrderReach />
    </>
  );
}
