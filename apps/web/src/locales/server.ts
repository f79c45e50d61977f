import { addArea, type AreaLoaders } from '../lib/i18n.ts';

/**
 * What the shop's server and its shared form rules say in English (the spec's words: validation
 * messages, sign-in and checkout refusals), keyed by the English text, for the screens with forms.
 * `localMessage` (lib/i18n.ts) shows one in the language shown; text it does not know stays as sent.
 */
const serverWords: AreaLoaders = {
  en: () => import('./en/server.json?catalogue').then((m) => m.default),
  my: () => import('./my/server.json?catalogue').then((m) => m.default),
};

addArea(serverWords);
