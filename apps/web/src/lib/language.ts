import { DEFAULT_LANGUAGE, isLanguage, languageFromAcceptLanguage, type Language } from '@shop/shared/language';
import { activateLanguage } from './i18n.ts';
import { readString, storageKeys, writeString } from './storage.ts';

/**
 * The language the shop is shown in (decision 030): chosen with the switch in the header, phone menu
 * or footer, and remembered in local storage and in the `lang` cookie (which the server reads for
 * the page head and the mails of a guest). The first visit follows the browser's languages.
 * URLs never carry it.
 */
const COOKIE = 'lang';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

let current: Language = DEFAULT_LANGUAGE;

/** The language being shown (or being switched to): what every API call asks for in Accept-Language. */
export function currentLanguage(): Language {
  return current;
}

function cookieLanguage(): Language | undefined {
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(document.cookie)?.[1];
  return isLanguage(value) ? value : undefined;
}

/** The stored choice, else the cookie, else the first of the browser's languages the shop speaks. */
export function initialLanguage(): Language {
  const stored = readString(storageKeys.language);
  if (isLanguage(stored)) return stored;
  return cookieLanguage() ?? languageFromAcceptLanguage(navigator.languages.join(','));
}

function remember(language: Language): void {
  writeString(storageKeys.language, language);
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax${secure}`;
}

async function show(language: Language): Promise<void> {
  const before = current;
  current = language;
  try {
    await activateLanguage(language);
  } catch (error) {
    if (current === language) current = before;
    throw error;
  }
  if (current === language) document.documentElement.lang = language;
}

/**
 * The server's renderer (entry-server.tsx): shows `language`, the one its request asked for (its
 * cookie or Accept-Language), with no storage or cookie of its own to read or write.
 */
export async function serveLanguage(language: Language): Promise<void> {
  current = language;
  await activateLanguage(language);
}

/** The switch: the new language's words load, every screen renders again in place (no reload). */
export function chooseLanguage(language: Language): Promise<void> {
  remember(language);
  return show(language);
}

/**
 * Before the first render: shows the initial language, keeps the cookie in step with a stored
 * choice, and follows a choice made in another tab.
 */
export function startLanguage(): Promise<void> {
  const language = initialLanguage();
  if (isLanguage(readString(storageKeys.language)) && cookieLanguage() !== language) remember(language);
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.language && isLanguage(event.newValue) && event.newValue !== current)
      void show(event.newValue);
  });
  return show(language);
}
