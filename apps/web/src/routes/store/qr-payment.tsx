import { useParams } from 'react-router';
import { PaymentView } from '../../features/payments/components/payment-view.tsx';
import { useGuestOrderIds } from '../../lib/guest-orders.ts';
import { useAuthToken } from '../../lib/use-auth-token.ts';

/** `/qr/{orderId}`: pay an order by KBZ Pay; guests by the order id, customers for their own orders. */
export default function QrPaymentPage() {
  const { orderId = '' } = useParams();
  const token = useAuthToken();
  const guestIds = useGuestOrderIds();
  // A guest order stays a guest order after signing in: read it the way it was placed.
  const access = token && !guestIds.includes(orderId) ? 'own' : 'guest';
  return (
    <main className="mx-auto w-full max-w-4xl px-4 pt-8 pb-16 md:px-8 md:pt-12">
      <PaymentView orderId={orderId} access={access} token={token} />
    </main>
  );
}
