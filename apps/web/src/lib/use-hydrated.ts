import { useSyncExternalStore } from 'react';

/**
 * Whether the app has taken the page over. False while a page drawn on the server is hydrated (its
 * controls wait), true once that first render has been committed, and from the start for a page the
 * app draws itself (`appStarted` is called before it renders).
 */
let started = false;
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

const hydratedNow = () => started;
const whileHydrating = () => false;

/**
 * The app has taken the page over: each control that waited renders again, each in a task of its
 * own. A change of a `useSyncExternalStore` store renders synchronously, so telling every waiting
 * control at once (the product page, the header) was one long task on a phone right after the page
 * hydrated (#27, total blocking time); one at a time, the browser can paint and answer taps between
 * them. Called by `AppProviders`' effect after the hydration's commit, and by a page the app draws
 * itself before it renders (nothing waits there).
 */
export function appStarted(): void {
  if (started) return;
  started = true;
  // In the order they subscribed, a timer each.
  [...listeners].forEach((tell, i) => setTimeout(tell, i));
}

/**
 * False while the page is the server's HTML (on the server, and while the browser hydrates it),
 * true once its code runs: a control that needs JavaScript says it is loading until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, hydratedNow, whileHydrating);
}

/**
 * A control's `aria-disabled` on a page the server drew: `true` until the page's code runs (a tap
 * before then would do nothing), then no attribute.
 */
export function useWaitingForApp(): true | undefined {
  return useHydrated() ? undefined : true;
}
