import { callLink, viberLink, type PublicShop } from '@shop/shared/shop-rules';
import { formatPhone } from '@shop/shared/phone-rules';
import { useTranslation } from '../../../lib/i18n.ts';
import '../../../locales/reach.ts';

/** Whether the shop has any way to be reached set. */
export const hasReach = (shop: PublicShop) =>
  Boolean(shop.phone || shop.viber || shop.messengerUrl || shop.facebookUrl);

/**
 * Tap-to-call, Viber, Messenger and the Facebook page, each only when the owner set it; links a
 * thumb can hit (44 px tall).
 */
export function ReachLinks({ shop, tone = 'light' }: { shop: PublicShop; tone?: 'light' | 'dark' }) {
  const { t, language } = useTranslation();
  const linkClass =
    tone === 'dark'
      ? 'inline-flex min-h-11 items-center rounded-md border border-white/25 px-3 text-sm font-semibold text-white hover:bg-white/10'
      : 'inline-flex min-h-11 items-center rounded-md border border-line px-3 text-sm font-semibold text-ink hover:bg-surface';
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <ul className="flex flex-wrap gap-2" data-testid="reach-links">
      {shop.phone && (
        <li>
          <a href={callLink(shop.phone)} className={linkClass}>
            {t('reach.call', { phone: formatPhone(shop.phone, language) })}
          </a>
        </li>
      )}
      {shop.viber && (
        <li>
          <a href={viberLink(shop.viber)} className={linkClass}>
            {t('reach.viber')}
          </a>
        </li>
      )}
      {shop.messengerUrl && (
        <li>
          <a href={shop.messengerUrl} className={linkClass} {...external}>
            {t('reach.messenger')}
          </a>
        </li>
      )}
      {shop.facebookUrl && (
        <li>
          <a href={shop.facebookUrl} className={linkClass} {...external}>
            {t('reach.facebook')}
          </a>
        </li>
      )}
    </ul>
  );
}
