import { useSyncExternalStore } from 'react';
import { wordsLoaded } from '../lib/i18n.ts';

/**
 * Screens' code still on its way: the layouts show a progress bar while a navigation waits for
 * it (the router keeps the current screen on show meanwhile).
 */
let loading = 0;
const listeners = new Set<() => void>();

function changed(by: number) {
  // React asks for a lazy screen's code while it renders: tell the layouts just after, never
  // during that render.
  queueMicrotask(() => {
    loading += by;
    for (const listener of listeners) listener();
  });
}

/**
 * Wraps a lazy screen's loader so the time its code takes to arrive shows. The screen is ready
 * with its words: the message areas its code asked for (`src/locales/<area>.ts`) arrive first.
 */
export function trackRouteLoad<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    changed(1);
    return load()
      .then(async (screen) => {
        await wordsLoaded();
        return screen;
      })
      .finally(() => changed(-1));
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a screen's code is loading. */
export function useRouteLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    // The server's HTML shows no navigation under way.
    () => false,
  );
}
