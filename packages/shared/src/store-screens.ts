/**
 * The storefront's screens as the web app's router declares them (`apps/web/src/app/router.tsx`,
 * checked by `store-screens.test.ts` there), so the server can answer every other address with a
 * real 404 and the shop's own not-found page (no soft 404s). The server alone imports this.
 */
export const STORE_SCREENS = [
  '',
  'shop',
  'shop/page/:pageNum',
  'product-category/:category',
  'product-category/:category/page/:pageNum',
  'product/:id',
  'about',
  'terms',
  'privacy-policy',
  'faq',
  'contact',
  'cart',
  'track-order',
  'checkout',
  'order-success/:orderId',
  'profile/loginPage',
  'login',
  'forgot-password',
  'reset-password/:userId/:resetToken',
  'profile',
  'profile/favourites',
  'profile/addresses',
  'profile/details',
  'profile/order',
  'order/:orderId',
  'qr/:orderId',
] as const;

/** Whether a path (`/order/ORD-…`, `/profile/`) is one of the storefront's screens. */
export function isStoreScreen(pathname: string): boolean {
  const parts = pathname.replace(/^\//, '').replace(/\/$/, '').split('/');
  return STORE_SCREENS.some((screen) => {
    const pattern = screen.split('/');
    return (
      pattern.length === parts.length && pattern.every((p, i) => (p.startsWith(':') ? parts[i] !== '' : p === parts[i]))
    );
  });
}
