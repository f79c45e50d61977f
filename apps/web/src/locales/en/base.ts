import type { CompiledCatalogue } from '../../../message-catalogues.ts';
import cartToasts from './cart-toasts.json?catalogue';
import catalog from './catalog.json?catalogue';
import common from './common.json?catalogue';
import shell from './shell.json?catalogue';

/**
 * The areas every storefront page shows, as one chunk: loaded before the first screen renders. Of
 * the cart's words only its toasts (adding, merging); its page's come with it (`src/locales/cart.ts`).
 */
const base: CompiledCatalogue = {
  messages: { ...common.messages, ...shell.messages, ...catalog.messages, ...cartToasts.messages },
  lists: { ...common.lists, ...shell.lists, ...catalog.lists, ...cartToasts.lists },
};

export default base;
