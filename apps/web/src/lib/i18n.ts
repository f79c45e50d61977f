import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import account from '../locales/en/account.json';
import catalog from '../locales/en/catalog.json';
import checkout from '../locales/en/checkout.json';
import common from '../locales/en/common.json';
import shell from '../locales/en/shell.json';

/**
 * Every word the UI shows comes from the message catalogue in `locales/<language>/*.json` (one file
 * per area, top-level keys never shared between files). The storefront's areas are bundled here;
 * the static pages' long texts and the admin's words arrive with their code (`addMessages`,
 * decision 018). Another language is the same set of files in its own folder, registered here.
 */
void i18n.use(initReactI18next).init({
  resources: { en: { translation: { ...common, ...shell, ...catalog, ...account, ...checkout } } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
  // Components re-render when an area's words arrive after them.
  react: { bindI18nStore: 'added' },
});

/** Adds an area's messages; its top-level keys are its own, so nothing is overwritten. */
export function addMessages(area: Record<string, unknown>): void {
  i18n.addResourceBundle('en', 'translation', area, true, false);
}

export default i18n;
