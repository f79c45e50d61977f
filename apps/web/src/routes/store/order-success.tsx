import { useParams } from 'react-router';
import { OrderSuccessView } from '../../features/orders/components/order-success-view.tsx';
import { OrderReach } from '../../features/shop-reach/components/order-reach.tsx';
import { useAuthToken } from '../../lib/use-auth-token.ts';

export default function OrderSuccessPage() {
  const { orderId = '' } = useParams();
  const token = useAuthToken();
  return (
    <main className="mx-auto w-full max-w-5xl px-4 pt-8 pb-16 md:px-8 md:pt-12 print:max-w-none print:p-0">
      <OrderSuccessView orderId={orderId} token={token} />
      <OrderReach />
    </main>
  );
}
