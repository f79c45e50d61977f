import { lazy, Suspense, useRef, useState } from 'react';
import { localDigits, useTranslation } from '../../lib/i18n.ts';
import { Link, NavLink, useLocation } from 'react-router';
import { STICKY_BAR } from '../../components/ui/toast.tsx';
import { AccountMenu } from './account-menu.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { BagIcon, HeartIcon, MenuIcon } from './icons.tsx';
import { ShopMenu } from './shop-menu.tsx';
import { useCartCount } from './use-cart-count.ts';
import { useScrolledPast } from './use-scrolled-past.ts';
import { useWaitingForApp } from '../../lib/use-hydrated.ts';
import { paths } from '@shop/shared/paths';

/** The spec's header: 80px tall, 60px once the page is scrolled more than 10px. */
const SHRINK_AFTER_PX = 10;

// The phone menu is code most visits never run: it loads when the menu button is first pointed at,
// touched or focused (or, at the latest, clicked), which keeps it out of every page's first load.
const loadMobileMenu = () => import('./mobile-menu.tsx');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

const iconClass =
  'relative inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-surface';
const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-semibold uppercase tracking-wider text-ink transition-colors hover:bg-surface';

/**
 * Fixed at the top with a spacer of its full height below it, so shrinking it never moves the
 * page (a sticky header that shrinks makes the browser re-anchor the scroll and flicker).
 */
export function SiteHeader({ cartCount }: { cartCount?: number }) {
  const { t, language } = useTranslation();
  const storedCount = useCartCount();
  const count = cartCount ?? storedCount;
  const compact = useScrolledPast(SHRINK_AFTER_PX);
  const waiting = useWaitingForApp();
  const location = useLocation();
  // The menu belongs to the page it was opened on: any navigation closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === location.key;
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const [menuWanted, setMenuWanted] = useState(false);
  const wantMenu = () => {
    if (menuWanted) return;
    setMenuWanted(true);
    void loadMobileMenu();
  };

  return (
    <>
      <header
        {...STICKY_BAR}
        data-compact={compact || undefined}
        className={`fixed inset-x-0 top-0 z-40 border-b bg-white/95 backdrop-blur transition-[height,box-shadow,border-color] duration-200 ${
          compact ? 'h-15 border-line shadow-sm' : 'h-20 border-transparent'
        }`}
      >
        <div className="mx-auto grid h-full max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-1 px-2 sm:px-4 lg:px-8">
          <div className="flex items-center gap-1">
            <button
              ref={hamburgerRef}
              type="button"
              onClick={() => {
                wantMenu();
                setMenuOpenedAt(location.key);
              }}
              onPointerEnter={wantMenu}
              onTouchStart={wantMenu}
              onFocus={wantMenu}
              aria-label={t('nav.openMenu')}
              // The menu opens once the page's code runs (a page drawn on the server, on its way).
              aria-disabled={waiting}
              aria-expanded={menuOpen}
              aria-controls={menuWanted ? 'mobile-menu' : undefined}
              className={`${iconClass} md:hidden`}
            >
              <MenuIcon />
            </button>
            {/* On phones the heart sits left of the logo so that the logo stays centred. Under 360 px
                (a small phone, or a larger one with its display size turned up) the five icons and
                the name do not fit: the heart goes, and the menu still has the wishlist. */}
            <Link
              to={paths.favourites}
              aria-label={t('nav.favourites')}
              className={`${iconClass} md:hidden max-[360px]:hidden`}
            >
              <HeartIcon />
            </Link>
            <nav aria-label={t('nav.mainNav')} className="hidden items-center gap-1 md:flex">
              <NavLink to={paths.home} end className={navLinkClass}>
                {t('nav.home')}
              </NavLink>
              <ShopMenu linkClass={navLinkClass} />
            </nav>
          </div>

          <Link
            to={paths.home}
            aria-label={t('nav.homeLabel')}
            className={`whitespace-nowrap text-sm font-black tracking-[0.12em] text-ink transition-[font-size] duration-200 sm:tracking-[0.2em] ${
              compact ? 'sm:text-lg' : 'sm:text-xl'
            }`}
          >
            {t('nav.brand')}
          </Link>

          <div className="flex items-center justify-end">
            <LanguageSwitch className="mr-1 max-md:hidden" />
            <Link to={paths.favourites} aria-label={t('nav.favourites')} className={`${iconClass} max-md:hidden`}>
              <HeartIcon />
            </Link>
            <Link
              to={paths.cart}
              aria-label={count > 0 ? t('nav.cartWithCount', { count }) : t('nav.cart')}
              className={iconClass}
            >
              <BagIcon />
              {count > 0 && (
                <span
                  data-testid="cart-count"
                  aria-hidden="true"
                  className="absolute right-0.5 top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] font-bold leading-5 text-white"
                >
                  {count > 99 ? `${localDigits(99, language)}+` : localDigits(count, language)}
                </span>
              )}
            </Link>
            <AccountMenu iconClass={iconClass} />
          </div>
        </div>
      </header>
      <div aria-hidden="true" className="h-20 shrink-0" />
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpenedAt(null)} returnFocusTo={hamburgerRef} />
        </Suspense>
      )}
    </>
  );
}
