import { useTranslation } from '../../../lib/i18n.ts';
import { useShop } from '../api/get-shop.ts';
import { hasReach, ReachLinks } from './reach-links.tsx';

/** On an order's page: call or message the shop about it (only the ways the owner set). */
export function OrderReach() {
  const { t } = useTranslation();
  const shop = useShop().data;
  if (!shop || !hasReach(shop)) return null;
  return (
    <section
      aria-labelledby="order-reach"
      className="mx-auto mt-8 max-w-3xl rounded-xl bg-surface p-5 print:hidden"
      data-testid="order-reach"
    >
      <h2 id="order-reach" className="text-base font-bold">
        {t('reach.orderHeading')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('reach.orderLead')}</p>
      <div className="mt-3">
        <ReachLinks shop={shop} />
      </div>
    </section>
  );
}
