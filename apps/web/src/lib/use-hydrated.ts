import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is the server's HTML (on the server, and while the browser hydrates it),
 * true once its code runs: a control that needs JavaScript says it is loading until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * A control's `aria-disabled` on a page the server drew: `true` until the page's code runs (a tap
 * before then would do nothing), then no attribute.
 */
export function useWaitingForApp(): true | undefined {
  return useHydrated() ? undefined : true;
}
