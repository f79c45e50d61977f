import { addArea } from '../lib/i18n.ts';

// The home page's own words (hero, search, carousel): not on the listing and product pages, whose
// first load has the least room (docs/performance.md).
addArea({
  en: () => import('./en/home.json?catalogue').then((m) => m.default),
  my: () => import('./my/home.json?catalogue').then((m) => m.default),
});
