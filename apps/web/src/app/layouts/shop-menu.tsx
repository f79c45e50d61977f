import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { ChevronDownIcon } from './icons.tsx';
import { shopCategoryLinks } from './nav-links.ts';
import { useWaitingForApp } from '../../lib/use-hydrated.ts';

/**
 * The header's Shop dropdown (wide screens): opens on hover and on click or Enter, closes on
 * Escape, on leaving it with the mouse or the keyboard, on a click elsewhere and on choosing a link.
 */
export function ShopMenu({ linkClass }: { linkClass: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const waiting = useWaitingForApp();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        // It opens once the page's code runs (a page drawn on the server, on its way).
        aria-disabled={waiting}
        // A mouse click only ever opens (hover has usually opened it already); keys toggle.
        onClick={(event) => setOpen((value) => (event.detail === 0 ? !value : true))}
        className={`${linkClass} inline-flex items-center gap-1`}
      >
        {t('nav.shop')}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={panelId} hidden={!open} className="absolute left-0 top-full z-50 w-[26rem] pt-2">
        <nav aria-label={t('nav.shopMenu')} className="rounded-lg border border-line bg-white p-3 shadow-card">
          <ul className="grid grid-cols-2 gap-0.5">
            {shopCategoryLinks.map((category) => (
              <li key={category.href}>
                <Link
                  to={category.href}
                  onClick={() => setOpen(false)}
                  className="block rounded-md px-3 py-2 text-sm font-medium text-ink transition-colors hover:bg-surface"
                >
                  {t(`nav.categories.${category.slug}`, { defaultValue: category.name })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
