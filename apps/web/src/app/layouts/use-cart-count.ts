import { useCartSync } from '../../features/cart/use-cart-sync.ts';

/**
 * The number on the header's cart badge: the sum of quantities of the cart in use (the guest cart,
 * or the server cart when signed in). The header is on every screen, so it also hosts the cart's
 * sign-in merge and sign-out reset.
 */
export function useCartCount(): number {
  return useCartSync();
}
