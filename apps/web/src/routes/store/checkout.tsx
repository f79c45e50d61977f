import { useTranslation } from '../../lib/i18n.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useCart } from '../../features/cart/index.ts';
import { CheckoutView } from '../../features/checkout/components/checkout-view.tsx';
import { useAuthToken } from '../../lib/use-auth-token.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../locales/checkout.ts';

/** Checkout composes the cart (its lines, emptying it) with the checkout form and order placing. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const token = useAuthToken();
  const cart = useCart({ withStock: true });
  useDocumentTitle(t('checkout.title'));
  return (
    <main className="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 md:px-8 md:pt-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight md:mb-8 md:text-3xl">{t('checkout.title')}</h1>
      {cart.isLoading ? (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]" aria-busy="true">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-96" />
          <Skeleton className="h-72" />
        </div>
      ) : (
        <CheckoutView
          token={token}
          lines={cart.lines}
          subtotal={cart.subtotal}
          onPlaced={cart.clear}
          onRefused={cart.refresh}
        />
      )}
    </main>
  );
}
