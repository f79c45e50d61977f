import { addArea } from '../lib/i18n.ts';
import './server.ts';

// This area's words arrive with the code that shows them, not with every storefront page, and
// only in the language the visitor reads; a lazy screen waits for them (app/route-loading.ts).
addArea({
  en: () => import('./en/payments.json?catalogue').then((m) => m.default),
  my: () => import('./my/payments.json?catalogue').then((m) => m.default),
});
