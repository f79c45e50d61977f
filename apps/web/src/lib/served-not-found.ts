/**
 * Whether the page on view is at the address the server answered with its not-found page (a 404:
 * an unknown category or product, decision 051). The server said so before the app ran, so the app
 * says it at once instead of drawing a skeleton until its own request says the same (on a slow
 * line, a second of filters and grey cards for a category that is not there). Read from the
 * document's navigation entry (its `responseStatus`: Chromium, Firefox; elsewhere false, and the app
 * asks first, as before); false once the app has moved to another address.
 */
export function servedAsNotFound(): boolean {
  if (typeof performance === 'undefined' || typeof location === 'undefined') return false;
  const [entry] = performance.getEntriesByType('navigation') as (PerformanceEntry & { responseStatus?: number })[];
  if (entry?.responseStatus !== 404) return false;
  const served = new URL(entry.name);
  return served.pathname === location.pathname && served.search === location.search;
}
