import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { AccordionItem } from '../../components/ui/accordion.tsx';
import { CloseIcon } from './icons.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { shopCategoryLinks } from './nav-links.ts';

type MobileMenuProps = {
  open: boolean;
  onClose: () => void;
  /** The hamburger button: focus goes back to it when the menu closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Full-screen menu of small screens, sliding in from the left. While open it is a modal dialog:
 * focus starts on its close button and stays inside, Escape closes it, the page behind does not
 * scroll; on closing, focus returns to the hamburger.
 */
export function MobileMenu({ open, onClose, returnFocusTo }: MobileMenuProps) {
  const { t } = useTranslation();
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
            <Link to="/" onClick={onClose} className={linkClass}>
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
            <Link to="/about" onClick={onClose} className={linkClass}>
              {t('nav.about')}
            </Link>
          </li>
          <li>
            <Link to="/contact" onClick={onClose} className={linkClass}>
              {t('nav.contact')}
            </Link>
          </li>
        </ul>
      </nav>
      <div className="border-t border-line px-6 py-5 text-sm text-muted">
        <Link to="/faq" onClick={onClose} className="font-medium text-ink underline-offset-4 hover:underline">
          {t('nav.faq')}
        </Link>
        <p className="mt-2">{t('nav.menuNote')}</p>
        <LanguageSwitch className="-ml-2 mt-3 text-base" />
      </div>
    </div>
  );
}
