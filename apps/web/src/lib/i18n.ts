import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import account from '../locales/en/account.json';
import catalog from '../locales/en/catalog.json';
import checkout from '../locales/en/checkout.json';
import common from '../locales/en/common.json';
import shell from '../locales/en/shell.json';

/**
 * Every word the UI shows comes from the message catalogue in `locales/<language>/*.json` (one file
 * per area, top-level keys never shared between files). English is bundled; another language is
 * the same set of files in its own folder, registered here.
 */
export const resources = { en: { translation: { ...common, ...shell, ...catalog, ...account, ...checkout } } };

void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
