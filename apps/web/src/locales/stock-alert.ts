import { addArea } from '../lib/i18n.ts';

// The back-in-stock form's words: they arrive with the form (opened on a sold-out size), never in
// the product page's first load.
addArea({
  en: () => import('./en/stock-alert.json?catalogue').then((m) => m.default),
  my: () => import('./my/stock-alert.json?catalogue').then((m) => m.default),
});
