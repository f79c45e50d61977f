import { addMessages } from '../../lib/i18n.ts';
import pages from '../../locales/en/pages.json';

// The long texts of the static pages arrive with those pages, not with every storefront page.
addMessages(pages);
