import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { ComponentType } from 'react';
import { InitialFallback } from './initial-fallback.tsx';
import { AccountLayout } from './layouts/account-layout.tsx';
import { StoreLayout } from './layouts/store-layout.tsx';
import { RouteError } from './route-error.tsx';

/** Every screen is its own lazily loaded chunk: a shopper's first page loads only what it needs. */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const comingSoon = page(() => import('../routes/coming-soon.tsx'));

const routes: RouteObject[] = [
  {
    element: <StoreLayout />,
    hydrateFallbackElement: <InitialFallback />,
    errorElement: <RouteError />,
    children: [
      {
        // A screen that fails inside the layout keeps the header and footer around its message.
        errorElement: <RouteError />,
        children: [
          { index: true, ...page(() => import('../routes/store/home.tsx')) },
          { path: 'shop', element: <Navigate to="/shop/page/1" replace /> },
          { path: 'shop/page/:pageNum', ...page(() => import('../routes/store/shop.tsx')) },
          { path: 'product-category/:category', ...page(() => import('../routes/store/category.tsx')) },
          { path: 'product-category/:category/page/:pageNum', ...page(() => import('../routes/store/category.tsx')) },
          { path: 'product/:id', ...page(() => import('../routes/store/product.tsx')) },
          { path: 'about', ...page(() => import('../routes/store/about.tsx')) },
          { path: 'terms', ...page(() => import('../routes/store/terms.tsx')) },
          { path: 'privacy-policy', ...page(() => import('../routes/store/privacy-policy.tsx')) },
          { path: 'faq', ...page(() => import('../routes/store/faq.tsx')) },
          { path: 'contact', ...page(() => import('../routes/store/contact.tsx')) },
          { path: 'cart', ...page(() => import('../routes/store/cart.tsx')) },
          { path: 'track-order', ...page(() => import('../routes/store/track-order.tsx')) },
          { path: 'checkout', ...page(() => import('../routes/store/checkout.tsx')) },
          { path: 'order-success/:orderId', ...page(() => import('../routes/store/order-success.tsx')) },
          { path: 'profile/loginPage', ...page(() => import('../routes/auth/login.tsx')) },
          { path: 'login', ...page(() => import('../routes/auth/login.tsx')) },
          { path: 'forgot-password', ...page(() => import('../routes/auth/forgot-password.tsx')) },
          { path: 'reset-password/:userId/:resetToken', ...page(() => import('../routes/auth/reset-password.tsx')) },
          {
            element: <AccountLayout />,
            children: [
              { path: 'profile', ...page(() => import('../routes/account/dashboard.tsx')) },
              { path: 'profile/favourites', ...page(() => import('../routes/account/favourites.tsx')) },
              { path: 'profile/addresses', ...page(() => import('../routes/account/addresses.tsx')) },
              { path: 'profile/details', ...page(() => import('../routes/account/details.tsx')) },
              { path: 'profile/order', ...page(() => import('../routes/account/orders.tsx')) },
              { path: 'order/:orderId', ...page(() => import('../routes/account/order-detail.tsx')) },
            ],
          },
          // Screens of later issues: a "coming soon" page until each one lands, never a blank page.
          { path: 'qr/:orderId', ...comingSoon },
          { path: '*', ...page(() => import('../routes/not-found.tsx')) },
        ],
      },
    ],
  },
];

/**
 * The admin panel: its own layout (no shop header or footer), loaded lazily like its screens, so
 * no admin code or words ship in the storefront's bundles.
 */
const adminRoutes: RouteObject = {
  path: 'admin',
  lazy: async () => ({ Component: (await import('./layouts/admin-layout.tsx')).AdminLayout }),
  hydrateFallbackElement: <InitialFallback />,
  errorElement: <RouteError />,
  children: [
    {
      errorElement: <RouteError />,
      children: [
        { index: true, element: <Navigate to="/admin/dashboard" replace /> },
        { path: 'dashboard', ...page(() => import('../routes/admin/dashboard.tsx')) },
        { path: 'products', ...page(() => import('../routes/admin/products.tsx')) },
        { path: 'products/add', ...page(() => import('../routes/admin/add-product.tsx')) },
        { path: 'products/:productId/edit', ...page(() => import('../routes/admin/edit-product.tsx')) },
        { path: 'orders', ...page(() => import('../routes/admin/orders.tsx')) },
        { path: 'order/:orderId', ...page(() => import('../routes/admin/order-detail.tsx')) },
        { path: 'customers', ...page(() => import('../routes/admin/customers.tsx')) },
        { path: 'customers/:userId', ...page(() => import('../routes/admin/customer-detail.tsx')) },
        { path: 'messages', ...page(() => import('../routes/admin/messages.tsx')) },
        { path: 'details', ...page(() => import('../routes/admin/details.tsx')) },
        { path: '*', ...page(() => import('../routes/admin/not-found.tsx')) },
      ],
    },
  ],
};

const router = createBrowserRouter([adminRoutes, ...routes]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
