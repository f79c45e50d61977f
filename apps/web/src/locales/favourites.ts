import { addArea } from '../lib/i18n.ts';

// The wishlist page's words: they arrive with the page, never in a storefront page's first load. The
// heart on the product page and the cards (adding, removing, signing in to save) keeps its words in
// the catalogue's area.
addArea({
  en: () => import('./en/favourites.json?catalogue').then((m) => m.default),
  my: () => import('./my/favourites.json?catalogue').then((m) => m.default),
});
