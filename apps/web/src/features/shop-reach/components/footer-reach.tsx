import { shopName } from '@shop/shared/shop-rules';
import { useTranslation } from '../../../lib/i18n.ts';
import { useShop } from '../api/get-shop.ts';
import { hasReach, ReachLinks } from './reach-links.tsx';

/**
 * The footer's part from the shop settings: the shop's name, address and contact links, once the
 * owner has set an address or a way to reach the shop (a heading over the name alone offered
 * nothing to reach; the contact page is linked below it either way). Loaded after the page (the
 * footer imports it lazily): none of it is in the storefront's first load.
 */
export default function FooterReach() {
  const { t, language } = useTranslation();
  const shop = useShop().data;
  if (!shop || (!shop.address && !hasReach(shop))) return null;
  return (
    <section aria-labelledby="footer-reach" className="mt-5 space-y-3" data-testid="footer-reach">
      <h2 id="footer-reach" className="text-xs font-bold uppercase tracking-widest text-white/60">
        {t('reach.heading')}
      </h2>
      <p className="text-sm font-semibold">{shopName(shop, language)}</p>
      {shop.address && (
        <address className="whitespace-pre-line text-sm not-italic text-white/75">{shop.address}</address>
      )}
      {hasReach(shop) && <ReachLinks shop={shop} tone="dark" />}
    </section>
  );
}
