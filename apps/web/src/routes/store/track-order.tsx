import { useTranslation } from '../../lib/i18n.ts';
import { OrdersFromThisBrowser } from '../../features/orders/components/guest-orders.tsx';
import { TrackOrderForm } from '../../features/orders/components/track-order-form.tsx';
import { OrderReach } from '../../features/shop-reach/components/order-reach.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../locales/checkout.ts';

/** `/track-order`: a guest finds an order by its number and the email or phone used on it. */
export default function TrackOrderPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('trackOrder.title'));
  return (
    <main className="mx-auto w-full max-w-3xl px-4 pt-6 pb-16 md:px-8 md:pt-10">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('trackOrder.title')}</h1>
      <p className="mt-1 mb-6 text-sm text-muted">{t('trackOrder.lead')}</p>
      <TrackOrderForm />
      <OrdersFromThisBrowser headingLevel="h2" />
      <OrderReach />
    </main>
  );
}
