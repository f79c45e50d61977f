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
