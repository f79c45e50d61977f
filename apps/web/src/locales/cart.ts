import { addArea } from '../lib/i18n.ts';

// The cart page's words (its lines, steppers and summary): they arrive with that page's code, not
// with every storefront page's first words; a lazy screen waits for them (app/route-loading.ts).
// The toasts of adding to and merging the cart, which any page may show, are in the first words
// (`locales/<language>/cart-toasts.json`).
addArea({
  en: () => import('./en/cart.json?catalogue').then((m) => m.default),
  my: () => import('./my/cart.json?catalogue').then((m) => m.default),
});
