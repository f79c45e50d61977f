import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { AccordionItem } from '../../components/ui/accordion.tsx';
import { CloseIcon, HeartIcon, Icon, UserIcon } from './icons.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { shopCategoryLinks } from './nav-links.ts';
import { useSignedIn } from './use-signed-in.ts';
import { paths } from '@shop/shared/paths';

type MobileMenuProps = {
  open: boolean;
  onClose: () => void;
  /** The hamburger button: focus goes back to it when the menu closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

// Drawn here, not in icons.tsx: only this menu (loaded when opened) shows it.
const TruckIcon = () => (
  <Icon>
    <path d="M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2m10 0H9m10 0h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.62l-3.48-4.35A1 1 0 0 0 17.52 8H14" />
    <circle cx="17" cy="18" r="2" />
    <circle cx="7" cy="18" r="2" />
  </Icon>
);

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Full-screen menu of small screens, sliding in from the left. While open it is a modal dialog:
 * focus starts on its close button and stays inside, Escape closes it, the page behind does not
 * scroll; on closing, focus returns to the hamburger.
 */
export function MobileMenu({ open, onClose, returnFocusTo }: MobileMenuProps) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      closeRef.current?.focus();
      const overflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
      return () => {
        document.body.style.overflow = overflow;
      };
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      returnFocusTo.current?.focus();
    }
  }, [open, returnFocusTo]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => !element.closest('[inert]'),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const linkClass = 'block py-4 text-2xl font-bold uppercase tracking-tight';
  const ownClass = 'flex min-h-12 items-center gap-3 py-2 text-base font-semibold text-ink';
  return (
    <div
      ref={panelRef}
      id="mobile-menu"
      role="dialog"
      aria-modal="true"
      aria-label={t('nav.menu')}
      inert={!open}
      onKeyDown={onKeyDown}
      className={`fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white md:hidden ${
        open
          ? 'visible translate-x-0 transition-transform duration-300 ease-out'
          : 'invisible -translate-x-full transition-[transform,visibility] duration-300 ease-in'
      }`}
    >
      <div className="flex h-15 shrink-0 items-center justify-between border-b border-line pl-6 pr-3">
        <span className="text-base font-black tracking-[0.2em]">{t('nav.brand')}</span>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label={t('nav.closeMenu')}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface"
        >
          <CloseIcon />
        </button>
      </div>
      <nav aria-label={t('nav.mobileNav')} className="flex-1 px-6 py-4">
        <ul className="divide-y divide-line">
          <li>
            <Link to={paths.home} onClick={onClose} className={linkClass}>
              {t('nav.home')}
            </Link>
          </li>
          <li>
            <AccordionItem
              as="div"
              title={t('nav.shop')}
              buttonClassName="py-4 text-2xl font-bold uppercase tracking-tight"
              panelClassName="pb-4"
            >
              <ul className="grid grid-cols-2 gap-x-4">
                {shopCategoryLinks.map((category) => (
                  <li key={category.href}>
                    <Link
                      to={category.href}
                      onClick={onClose}
                      className="block py-2.5 text-base font-medium text-ink/80 hover:text-ink"
                    >
                      {t(`nav.categories.${category.slug}`, { defaultValue: category.name })}
                    </Link>
                  </li>
                ))}
              </ul>
            </AccordionItem>
          </li>
          <li>
            <Link to={paths.about} onClick={onClose} className={linkClass}>
              {t('nav.about')}
            </Link>
          </li>
          <li>
            <Link to={paths.contact} onClick={onClose} className={linkClass}>
              {t('nav.contact')}
            </Link>
          </li>
        </ul>
      </nav>
      {/* The shopper's own places, which the header shows only as small icons on a phone. */}
      <nav aria-label={t('nav.yourPlaces')} className="border-t border-line px-6 py-3">
        <ul>
          <li>
            <Link to={signedIn ? paths.profile : paths.signIn()} onClick={onClose} className={ownClass}>
              <UserIcon />
              {signedIn ? t('nav.account') : t('nav.signIn')}
            </Link>
          </li>
          <li>
            <Link to={paths.favourites} onClick={onClose} className={ownClass}>
              <HeartIcon />
              {t('nav.favourites')}
            </Link>
          </li>
          <li>
            <Link to={paths.trackOrder} onClick={onClose} className={ownClass}>
              <TruckIcon />
              {t('nav.trackOrder')}
            </Link>
          </li>
        </ul>
        <LanguageSwitch className="-ml-2 mt-1 text-base" />
      </nav>
      <div className="border-t border-line px-6 py-5 text-sm text-muted">
        <Link to={paths.faq} onClick={onClose} className="font-medium text-ink underline-offset-4 hover:underline">
          {t('nav.faq')}
        </Link>
        <p className="mt-2">{t('nav.menuNote')}</p>
      </div>
    </div>
  );
}
