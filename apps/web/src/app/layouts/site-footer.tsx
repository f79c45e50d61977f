import { Suspense } from 'react';
import { useTranslation, wordsLoaded } from '../../lib/i18n.ts';
import '../../locales/footer.ts';
import { Link } from 'react-router';
import { preloadable } from '../route-page.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { infoLinks, shopCategoryLinks } from './nav-links.ts';

// The shop's name, address and contact links (shop settings): after the page, never in its first load.
const FooterReach = preloadable(() =>
  import('../../features/shop-reach/components/footer-reach.tsx').then((m) => wordsLoaded().then(() => m)),
);
export const preloadFooter = FooterReach.preload;

const FOOTER_CATEGORIES = new Set(['men', 'women', 'new-arrivals', 'hoodies', 'accessories']);

export function SiteFooter() {
  const { t } = useTranslation();
  const linkClass = 'text-sm text-white/75 transition-colors hover:text-white';
  return (
    <footer className="mt-16 bg-ink text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-12 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div className="max-w-sm">
          <p className="text-lg font-black tracking-[0.2em]">{t('nav.brand')}</p>
          <p className="mt-3 text-sm leading-relaxed text-white/75">{t('footer.blurb')}</p>
          <LanguageSwitch tone="dark" className="-ml-2 mt-4" />
          <Suspense>
            <FooterReach />
          </Suspense>
        </div>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className="text-xs font-bold uppercase tracking-widest text-white/60">
            {t('footer.shopHeading')}
          </h2>
          <ul className="mt-4 space-y-2.5">
            {shopCategoryLinks
              .filter((category) => FOOTER_CATEGORIES.has(category.slug))
              .map((category) => (
                <li key={category.href}>
                  <Link to={category.href} className={linkClass}>
                    {t(`nav.categories.${category.slug}`, { defaultValue: category.name })}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className="text-xs font-bold uppercase tracking-widest text-white/60">
            {t('footer.helpHeading')}
          </h2>
          <ul className="mt-4 space-y-2.5">
            {infoLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={linkClass}>
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-6 py-5 text-xs text-white/60 sm:flex-row sm:items-center sm:justify-between lg:px-8">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <p>{t('footer.payment')}</p>
        </div>
      </div>
    </footer>
  );
}
