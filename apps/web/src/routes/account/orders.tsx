import { useTranslation } from '../../lib/i18n.ts';
import { OrderList } from '../../features/orders/components/order-list.tsx';
import { useAuthToken } from '../../lib/use-auth-token.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../locales/checkout.ts';

/** My Orders, inside the account layout (which sends signed-out visitors to sign in). */
export default function OrdersPage() {
  const { t } = useTranslation();
  const token = useAuthToken();
  useDocumentTitle(t('orders.title'));
  return (
    <section className="flex min-w-0 flex-col gap-6" aria-labelledby="orders-heading">
      <h1 id="orders-heading" className="text-2xl font-bold tracking-tight">
        {t('orders.title')}
      </h1>
      <OrderList token={token} />
    </section>
  );
}
