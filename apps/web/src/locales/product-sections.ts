import { addArea } from '../lib/i18n.ts';

// The words of the product page's information sections (their titles, the size guides, the delivery
// fees) arrive with those sections' code, after the page's first paint, in one catalogue and only in
// the language the visitor reads; the sections wait for them.
addArea({
  en: () => import('./en/product-sections.json?catalogue').then((m) => m.default),
  my: () => import('./my/product-sections.json?catalogue').then((m) => m.default),
});
