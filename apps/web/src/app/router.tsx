import { lazy, Suspense } from 'react';
import { BrowserRouter, createRoutesFromElements, matchRoutes, Navigate, Route, Routes } from 'react-router';
import { page, preloadOf, Screens } from './route-page.tsx';
import { InitialFallback } from './initial-fallback.tsx';
import { preloadStoreLayout, StoreLayout } from './layouts/store-layout.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { NavigationCommits } from '../lib/navigation.ts';
import { trackRouteLoad } from './route-loading.ts';
import { wordsLoaded } from '../lib/i18n.ts';
import { preloadedScreens } from './preloaded-screens.ts';
import { paths } from '@shop/shared/paths';

/** The admin's and the account's layouts arrive with their code and words, not with the shop's first page. */
// The owner's whole route table (layout, screens) is one chunk of its own: its screens' addresses
// and their chunks' names are not carried by a shopper's first page.
const AdminRoutes = lazy(trackRouteLoad(() => import('./admin-routes.tsx')));
const AccountLayout = lazy(
  trackRouteLoad(async () => ({ default: (await import('./layouts/account-layout.tsx')).AccountLayout })),
);

// Built once: each `page()` is one lazy component for the life of the app. The browser's router
// and the server's (entry-server.tsx) draw the same table.
const table = (
  <>
    <Route path="admin/*" element={<AdminRoutes />} />
    <Route element={<StoreLayout />}>
      <Route element={<Screens />}>
        <Route index element={page(preloadedScreens.home)} />
        <Route path="shop" element={<Navigate to={paths.shop()} replace />} />
        <Route path="shop/page/:pageNum" element={page(() => import('../routes/store/shop.tsx'))} />
        <Route path="product-category/:category" element={page(preloadedScreens.category)} />
        <Route path="product-category/:category/page/:pageNum" element={page(preloadedScreens.category)} />
        <Route path="product/:id" element={page(preloadedScreens.product)} />
        <Route path="about" element={page(() => import('../routes/store/about.tsx'))} />
        <Route path="terms" element={page(() => import('../routes/store/terms.tsx'))} />
        <Route path="privacy-policy" element={page(() => import('../routes/store/privacy-policy.tsx'))} />
        <Route path="faq" element={page(() => import('../routes/store/faq.tsx'))} />
        <Route path="contact" element={page(() => import('../routes/store/contact.tsx'))} />
        <Route path="cart" element={page(() => import('../routes/store/cart.tsx'))} />
        <Route path="track-order" element={page(() => import('../routes/store/track-order.tsx'))} />
        <Route path="checkout" element={page(() => import('../routes/store/checkout.tsx'))} />
        <Route path="order-success/:orderId" element={page(() => import('../routes/store/order-success.tsx'))} />
        <Route path="profile/loginPage" element={page(() => import('../routes/auth/login.tsx'))} />
        <Route path="login" element={page(() => import('../routes/auth/login.tsx'))} />
        <Route path="forgot-password" element={page(() => import('../routes/auth/forgot-password.tsx'))} />
        <Route
          path="reset-password/:userId/:resetToken"
          element={page(() => import('../routes/auth/reset-password.tsx'))}
        />
        <Route element={<AccountLayout />}>
          <Route path="profile" element={page(() => import('../routes/account/dashboard.tsx'))} />
          <Route path="profile/favourites" element={page(() => import('../routes/account/favourites.tsx'))} />
          <Route path="profile/addresses" element={page(() => import('../routes/account/addresses.tsx'))} />
          <Route path="profile/details" element={page(() => import('../routes/account/details.tsx'))} />
          <Route path="profile/order" element={page(() => import('../routes/account/orders.tsx'))} />
          <Route path="order/:orderId" element={page(() => import('../routes/account/order-detail.tsx'))} />
        </Route>
        <Route path="qr/:orderId" element={page(() => import('../routes/store/qr-payment.tsx'))} />
        <Route path="*" element={page(() => import('../routes/not-found.tsx'))} />
      </Route>
    </Route>
  </>
);
const routes = <Routes>{table}</Routes>;
const routeObjects = createRoutesFromElements(table.props.children);

/**
 * Loads the code of every screen and layout `pathname` shows (and their words), so that it then
 * renders without suspending: before the server draws a page, and before the browser hydrates it.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routeObjects, pathname) ?? [];
  await Promise.all(matches.map((match) => preloadOf(match.route.element)?.()));
  await Promise.all([preloadStoreLayout(), wordsLoaded()]);
}

/** The routes inside whichever router holds them: `BrowserRouter` here, `StaticRouter` on the server. */
export function AppRoutes() {
  return (
    <>
      <NavigationCommits />
      <RouteErrorBoundary>
        <Suspense fallback={<InitialFallback />}>{routes}</Suspense>
      </RouteErrorBoundary>
    </>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
