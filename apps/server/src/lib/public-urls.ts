import { paths } from '@shop/shared/paths';
import { UPLOADS_URL_PREFIX } from './storage.ts';

/**
 * This server's files as a browser on another origin must address them. The database keeps a
 * stored image's address relative (`/uploads/products/…-960.webp`), so a changed host or port
 * never breaks it; with API_PUBLIC_URL set, answers carry it in front, because a front end on
 * another origin would resolve a relative address against its own.
 */
export function publicImageUrl(apiPublicUrl: string | undefined, url: string): string {
  return apiPublicUrl && url.startsWith(`${UPLOADS_URL_PREFIX}/`) ? `${apiPublicUrl}${url}` : url;
}

/**
 * Every JSON string value that is a relative image address, made absolute. A JSON string opens
 * with an unescaped quote, so `"/uploads/` only ever matches the start of such a value (a quote
 * inside text is written `\"`); an address already absolute does not match, so running it twice
 * changes nothing.
 */
export function absoluteImagesInJson(apiPublicUrl: string): (json: string) => string {
  const relative = new RegExp(`(?<!\\\\)"${UPLOADS_URL_PREFIX}/`, 'g');
  const absolute = `"${apiPublicUrl}${UPLOADS_URL_PREFIX}/`;
  return (json) => (json.includes(`"${UPLOADS_URL_PREFIX}/`) ? json.replace(relative, absolute) : json);
}

/** The order's page as a mail links it: the one the customer can come back to (guest orders open there by id). */
export function orderLink(publicUrl: string, orderId: string): string {
  return publicUrl + paths.orderSuccess(orderId);
}
