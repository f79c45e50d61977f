import type { FastifyRequest } from 'fastify';
import { isLanguage, languageFromAcceptLanguage, type Language } from '@shop/shared/language';
import { en, type ServerMessages } from '../locales/en.ts';
import { MY_ERROR_PATTERNS, MY_ERRORS } from '../locales/my-errors.ts';
import { my } from '../locales/my.ts';

/** The server's words in each language (mails, page heads). */
export function messages(language: Language): ServerMessages {
  return language === 'my' ? my : en;
}

/** The language a request asks for: `Accept-Language` ranking `my` first → Burmese, else English. */
export function requestLanguage(request: FastifyRequest): Language {
  return languageFromAcceptLanguage(request.headers['accept-language']);
}

/** The `lang` cookie the web app sets when a visitor picks a language. */
function cookieLanguage(header: string | undefined): Language | undefined {
  const match = header ? /(?:^|;\s*)lang=([^;]*)/.exec(header) : null;
  const value = match?.[1]?.trim();
  return isLanguage(value) ? value : undefined;
}

/**
 * The language of a page the server fills (its head): the visitor's choice (cookie `lang`) first,
 * else what the browser asks for. Such answers vary on both headers.
 */
export function pageLanguage(request: FastifyRequest): Language {
  return cookieLanguage(request.headers.cookie) ?? requestLanguage(request);
}

/** An API error sentence in the request's language: Burmese when known, else the English one as sent. */
export function errorMessage(message: string, language: Language): string {
  if (language !== 'my') return message;
  const known = MY_ERRORS[message];
  if (known) return known;
  for (const [pattern, say] of MY_ERROR_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return say(...match.slice(1));
  }
  return message;
}
