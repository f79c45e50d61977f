import { addArea } from '../lib/i18n.ts';

// The shop's contact links (footer, contact and order pages): they arrive with the code that
// shows them, after the page's first screen, never in the storefront's first load.
addArea({
  en: () => import('./en/reach.json?catalogue').then((m) => m.default),
  my: () => import('./my/reach.json?catalogue').then((m) => m.default),
});
