import { Suspense, type MouseEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Outlet } from 'react-router';
import { useFocusOnNavigation } from '../focus-on-navigation.ts';
import { useRouteLoading } from '../route-loading.ts';
import { preloadable } from '../route-page.tsx';
import { ScrollRestoration } from '../scroll-restoration.tsx';
import { SiteHeader } from './site-header.tsx';

// Below every page's content: loaded right after the first screen, not as part of it (the
// storefront's first-load budget, docs/performance.md). Nothing above it moves when it arrives.
const SiteFooter = preloadable(() =>
  import('./site-footer.tsx').then(async (module) => {
    await module.preloadFooter();
    return { default: module.SiteFooter };
  }),
);

/** The footer's code, which the server draws with the page and the browser has before hydrating it. */
export const preloadStoreLayout = SiteFooter.preload;

/** Moves focus (not only the view) to the page content, without a router navigation. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/** Header, page and footer of every storefront screen. */
export function StoreLayout() {
  const { t } = useTranslation();
  const loading = useRouteLoading();
  useFocusOnNavigation('main');
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        onClick={skipToContent}
        className="sr-only rounded-md bg-ink px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[70]"
      >
        {t('nav.skipToContent')}
      </a>
      {loading && (
        <div
          role="progressbar"
          aria-label={t('common.loading')}
          className="fixed inset-x-0 top-0 z-[60] h-0.5 animate-pulse bg-accent"
        />
      )}
      <SiteHeader />
      <div id="main" tabIndex={-1} className="flex-1 scroll-mt-20 focus:outline-none">
        <Outlet />
      </div>
      <Suspense>
        <SiteFooter />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
