import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { InitialFallback } from './initial-fallback.tsx';
import { StoreLayout } from './layouts/store-layout.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { NavigationCommits } from '../lib/navigation.ts';
import { trackRouteLoad } from './route-loading.ts';
import { preloadedScreens } from './preloaded-screens.ts';
import { paths } from '@shop/shared/paths';

/**
 * A screen as its own lazily loaded chunk: a shopper's first page loads only what it needs.
 * Navigations are transitions (`BrowserRouter`), so the current screen stays, under the layout's
 * progress bar, until the next one's code has arrived.
 */
function page(load: () => Promise<{ default: ComponentType }>): ReactNode {
  const Screen = lazy(trackRouteLoad(load));
  return <Screen />;
}

/** A failing screen shows its message inside the layout (header and footer stay around it). */
function Screens() {
  return (
    <RouteErrorBoundary>
      <Outlet />
    </RouteErrorBoundary>
  );
}

/** The admin's and the account's layouts arrive with their code and words, not with the shop's first page. */
const AdminLayout = lazy(
  trackRouteLoad(async () => ({ default: (await import('./layouts/admin-layout.tsx')).AdminLayout })),
);
const AccountLayout = lazy(
  trackRouteLoad(async () => ({ default: (await import('./layouts/account-layout.tsx')).AccountLayout })),
);

// Built once: each `page()` is one lazy component for the life of the app.
const routes = (
  <Routes>
    <Route path="admin" element={<AdminLayout />}>
      <Route element={<Screens />}>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={page(() => import('../routes/admin/dashboard.tsx'))} />
        <Route path="products" element={page(() => import('../routes/admin/products.tsx'))} />
        <Route path="products/add" element={page(() => import('../routes/admin/add-product.tsx'))} />
        <Route path="products/:productId/edit" element={page(() => import('../routes/admin/edit-product.tsx'))} />
        <Route path="orders" element={page(() => import('../routes/admin/orders.tsx'))} />
        <Route path="orders/new" element={page(() => import('../routes/admin/new-order.tsx'))} />
        <Route path="order/:orderId" element={page(() => import('../routes/admin/order-detail.tsx'))} />
        <Route path="order/:orderId/packing-slip" element={page(() => import('../routes/admin/packing-slip.tsx'))} />
        <Route path="delivery" element={page(() => import('../routes/admin/delivery.tsx'))} />
        <Route path="delivery-sheet" element={page(() => import('../routes/admin/delivery-sheet.tsx'))} />
        <Route path="customers" element={page(() => import('../routes/admin/customers.tsx'))} />
        <Route path="customers/:userId" element={page(() => import('../routes/admin/customer-detail.tsx'))} />
        <Route path="messages" element={page(() => import('../routes/admin/messages.tsx'))} />
        <Route path="payments" element={page(() => import('../routes/admin/payments.tsx'))} />
        <Route path="payment-settings" element={page(() => import('../routes/admin/payment-settings.tsx'))} />
        <Route path="shop-settings" element={page(() => import('../routes/admin/shop-settings.tsx'))} />
        <Route path="colours" element={page(() => import('../routes/admin/colours.tsx'))} />
        <Route path="details" element={page(() => import('../routes/admin/details.tsx'))} />
        <Route path="*" element={page(() => import('../routes/admin/not-found.tsx'))} />
      </Route>
    </Route>
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
  </Routes>
);

export function AppRouter() {
  return (
    <BrowserRouter>
      <NavigationCommits />
      <RouteErrorBoundary>
        <Suspense fallback={<InitialFallback />}>{routes}</Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
