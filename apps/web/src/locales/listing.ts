import { addArea } from '../lib/i18n.ts';

// The listings' sort, filters and their sheet: on the shop and category pages, not on the product
// page, whose first load has the least room (docs/performance.md).
addArea({
  en: () => import('./en/listing.json?catalogue').then((m) => m.default),
  my: () => import('./my/listing.json?catalogue').then((m) => m.default),
});
