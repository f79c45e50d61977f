import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@shop/shared/language';

/** The id of the script element in which the server writes a page's data (entry-server.tsx). */
export const SSR_STATE_ID = 'shop-state';

/** What the server drew a page with: the language and the answers of the page's queries. */
export type ServerState = { language: Language; queries: DehydratedState };

/** The server's state, when the page's HTML was drawn by the server (else the build's shell). */
export function readServerState(): ServerState | undefined {
  const script = document.getElementById(SSR_STATE_ID);
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as ServerState;
  } catch {
    return undefined;
  }
}

/**
 * Whether the page on view is at the address the server answered with its not-found page (a 404
 * for a category or a product the shop does not have): a screen believes it until the catalogue
 * answers, rather than drawing its loading state for as long as its own request takes (decision
 * 051's addendum). From the document's navigation entry (`responseStatus`: Chromium, Firefox;
 * elsewhere false, and the screen asks first); false once the app has moved to another address.
 */
export function servedAsNotFound(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as (PerformanceEntry & { responseStatus?: number })[];
  return entry?.responseStatus === 404 && entry.name.split('#')[0] === location.href.split('#')[0];
}
