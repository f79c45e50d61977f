import { addArea } from '../lib/i18n.ts';

// The footer's words (the shop's blurb, headings, copyright) arrive with the footer's code, after
// the page's first screen, only in the language the visitor reads; the footer waits for them.
addArea({
  en: () => import('./en/footer.json?catalogue').then((m) => m.default),
  my: () => import('./my/footer.json?catalogue').then((m) => m.default),
});
