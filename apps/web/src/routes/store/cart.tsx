import { useTranslation } from '../../lib/i18n.ts';
import { CartView } from '../../features/cart/components/cart-view.tsx';
import { GuestOrders } from '../../features/orders/components/guest-orders.tsx';
import { useAuthToken } from '../../lib/use-auth-token.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../locales/cart.ts';

/** The cart; for guests also 'Track your order' and the orders placed from this browser. */
export default function CartPage() {
  const { t } = useTranslation();
  const token = useAuthToken();
  useDocumentTitle(t('cart.title'));
  return (
    <main className="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 md:px-8 md:pt-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight md:mb-8 md:text-3xl">{t('cart.title')}</h1>
      <CartView />
      {!token && <GuestOrders />}
    </main>
  );
}
