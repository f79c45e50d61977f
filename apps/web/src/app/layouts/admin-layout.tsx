import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useFocusOnNavigation } from '../focus-on-navigation.ts';
import { useRouteLoading } from '../route-loading.ts';
import { ScrollRestoration } from '../scroll-restoration.tsx';
import { useEndSessionOnUnauthorized, useSession } from '../../features/auth/index.ts';
import { useTranslation } from '../../lib/i18n.ts';
import '../../locales/admin.ts';
import { useAdminConfirmed } from './admin-guard.ts';
import { AdminNav } from './admin-nav.tsx';
import { paths } from '@shop/shared/paths';

/**
 * The admin panel (outside the store layout): side menu and page. Anyone the browser does not
 * hold for an admin, or whom the server refuses (GET /api/auth/me, or a 401/403 from any admin
 * call), goes to the sign-in page.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const { isLoggedIn, isAdmin, logout } = useSession();
  useEndSessionOnUnauthorized();
  const access = useAdminConfirmed(isLoggedIn && isAdmin);
  const loading = useRouteLoading();
  useFocusOnNavigation('admin-main');
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  if (!isLoggedIn || !isAdmin || access === 'refused') return <Navigate to={paths.signIn()} replace />;

  return (
    <div className="flex min-h-screen flex-col bg-surface md:flex-row">
      <a
        href="#admin-main"
        className="sr-only rounded-md bg-ink px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[70]"
      >
        {t('admin.nav.skip')}
      </a>
      {loading && (
        <div
          role="progressbar"
          aria-label={t('common.loading')}
          className="fixed inset-x-0 top-0 z-[60] h-0.5 animate-pulse bg-accent"
        />
      )}
      <aside className="bg-ink text-white md:sticky md:top-0 md:h-screen md:w-64 md:shrink-0 md:overflow-y-auto">
        <div className="flex h-16 items-center justify-between px-5">
          <p className="text-sm font-black tracking-[0.2em]">
            {t('nav.brand')}{' '}
            <span className="whitespace-nowrap font-semibold tracking-normal text-white/60">
              {t('admin.nav.panel')}
            </span>
          </p>
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls="admin-nav"
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex min-h-11 items-center rounded-md border border-white/30 px-3 text-sm font-semibold md:hidden"
          >
            {menuOpen ? t('admin.nav.close') : t('admin.nav.menu')}
          </button>
        </div>
        <AdminNav id="admin-nav" hidden={!menuOpen} onLogout={logout} />
      </aside>
      <main
        id="admin-main"
        tabIndex={-1}
        className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 md:px-10 md:py-10"
      >
        <div className="mx-auto max-w-6xl">
          <Outlet />
        </div>
      </main>
      <ScrollRestoration />
    </div>
  );
}
