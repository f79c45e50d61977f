import type { CompiledCatalogue } from '../../../message-catalogues.ts';
import cart from './cart.json?catalogue';
import catalog from './catalog.json?catalogue';
import common from './common.json?catalogue';
import shell from './shell.json?catalogue';

/** The areas every storefront page shows, as one chunk: loaded before the first screen renders. */
const base: CompiledCatalogue = {
  messages: { ...common.messages, ...shell.messages, ...catalog.messages, ...cart.messages },
  lists: { ...common.lists, ...shell.lists, ...catalog.lists, ...cart.lists },
};

export default base;
