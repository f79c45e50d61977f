import { useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { paths } from '@shop/shared/paths';
import { useToast } from '../../../components/ui/toast.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import '../../../locales/reach.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

/** Where each app takes a link to share (the page's preview comes from its server-filled head). */
const shareTargets = (url: string) => ({
  facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  // Messenger's and Viber's own share links: they open the app on the phone, which is where people use them.
  messenger: `fb-messenger://share/?link=${encodeURIComponent(url)}`,
  viber: `viber://forward?text=${encodeURIComponent(url)}`,
});

const itemClass = 'flex min-h-11 w-full items-center rounded-md px-3 text-left text-sm font-semibold hover:bg-surface';

/**
 * The product page's Share: Facebook, Messenger, Viber, copy the link, and the phone's own share
 * sheet where the browser has one (Web Share API). The link is the product page's own address, whose
 * head the server fills for link previews. Its words are the `reach` area's.
 */
export default function ProductShare() {
  const { id: productId = '' } = useParams();
  const { t } = useTranslation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // The page's own address as the browser has it: known once the page runs (the server draws the
  // button, not the menu, which opens only with JavaScript).
  const hydrated = useHydrated();
  const url = hydrated ? new URL(paths.product(productId), window.location.origin).href : '';
  const targets = shareTargets(url);
  const canShare = hydrated && typeof navigator.share === 'function';

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  const copy = async () => {
    close();
    try {
      await navigator.clipboard.writeText(url);
      toast.show(t('reach.linkCopied'), 'success');
    } catch {
      toast.show(t('reach.copyFailed', { url }), 'error');
    }
  };

  const shareNatively = async () => {
    close();
    try {
      await navigator.share({ title: document.title, url });
    } catch {
      // Closed by the shopper (AbortError): nothing to tell.
    }
  };

  const external = { target: '_blank', rel: 'noopener noreferrer', onClick: () => setOpen(false) } as const;
  return (
    <div
      ref={root}
      className="relative self-start"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        disabled={!hydrated}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-line px-3 text-sm font-semibold hover:bg-surface"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
        </svg>
        {t('reach.share')}
      </button>
      {open && (
        <ul
          id={menuId}
          aria-label={t('reach.share')}
          className="absolute left-0 z-20 mt-2 w-56 rounded-lg border border-line bg-white p-1 shadow-lg"
        >
          <li>
            <a href={targets.facebook} className={itemClass} {...external}>
              {t('reach.shareFacebook')}
            </a>
          </li>
          <li>
            <a href={targets.messenger} className={itemClass} onClick={() => setOpen(false)}>
              {t('reach.shareMessenger')}
            </a>
          </li>
          <li>
            <a href={targets.viber} className={itemClass} onClick={() => setOpen(false)}>
              {t('reach.shareViber')}
            </a>
          </li>
          <li>
            <button type="button" className={itemClass} onClick={() => void copy()}>
              {t('reach.copyLink')}
            </button>
          </li>
          {canShare && (
            <li>
              <button type="button" className={itemClass} onClick={() => void shareNatively()}>
                {t('reach.shareMore')}
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
