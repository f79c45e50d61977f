import { addArea } from '../lib/i18n.ts';

// The Shop page's own words (its hero and the design note): not on every storefront page.
addArea({
  en: () => import('./en/shop.json?catalogue').then((m) => m.default),
  my: () => import('./my/shop.json?catalogue').then((m) => m.default),
});
