import { addArea } from '../lib/i18n.ts';

// The size guides' words arrive with the product page's information sections (after its first
// paint), only in the language the visitor reads; those sections wait for them.
addArea({
  en: () => import('./en/size-guide.json?catalogue').then((m) => m.default),
  my: () => import('./my/size-guide.json?catalogue').then((m) => m.default),
});
