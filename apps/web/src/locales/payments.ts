import { addMessages } from '../lib/i18n.ts';
import messages from './en/payments.json?catalogue';

// This area's words arrive with the code that shows them, not with every storefront page.
addMessages(messages);
