import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { NavLink, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import '../../../locales/account.ts';
import { paths } from '@shop/shared/paths';

const LINKS = [
  { to: paths.profile, key: 'account.dashboard', end: true },
  { to: paths.orders, key: 'account.orders', end: false },
  { to: paths.addresses, key: 'account.addresses', end: true },
  { to: paths.accountDetails, key: 'account.details', end: true },
  { to: paths.favourites, key: 'account.favourites', end: true },
] as const;

const itemClass = (active: boolean) =>
  `flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-md px-4 text-sm font-semibold transition-colors ${
    active ? 'bg-ink text-white' : 'text-ink hover:bg-surface'
  }`;

/** The account area's menu: a column beside the page on wide screens, a row of tabs on phones. */
export function AccountNav({ onLogout }: { onLogout: () => Promise<void> | void }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  // Phones: the tabs scroll sideways; bring the current one into view (without moving the page).
  useEffect(() => {
    const tabs = list.current;
    const current = tabs?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!tabs || !current || tabs.scrollWidth <= tabs.clientWidth) return;
    tabs.scrollLeft = current.offsetLeft - (tabs.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav aria-label={t('account.areaNav')} className="min-w-0 md:sticky md:top-24 md:self-start">
      <ul
        ref={list}
        className="relative -mx-4 flex gap-1 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-col md:overflow-visible md:rounded-xl md:border md:border-line md:p-2 md:pb-2"
      >
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className={({ isActive }) => itemClass(isActive)}>
              {t(link.key)}
            </NavLink>
          </li>
        ))}
        <li className="md:mt-1 md:border-t md:border-line md:pt-1">
          <button
            type="button"
            disabled={leaving}
            aria-busy={leaving || undefined}
            onClick={() => {
              setLeaving(true);
              void Promise.resolve(onLogout()).finally(() => setLeaving(false));
            }}
            className={`${itemClass(false)} w-full gap-2 text-danger hover:bg-danger/5`}
          >
            {leaving && <Spinner />}
            {t('account.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
