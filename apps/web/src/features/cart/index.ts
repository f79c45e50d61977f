export { useCart, type CartAddition, type CartLineView, type UnifiedCart } from './use-cart.ts';
export { useCartSync } from './use-cart-sync.ts';
export { CART_CHANGED_EVENT } from './use-guest-cart.ts';
