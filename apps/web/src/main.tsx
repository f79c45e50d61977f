import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders, newQueryClient } from './app/providers.tsx';
import { AppRouter, preloadRoute } from './app/router.tsx';
import './index.css';
import { initialLanguage, startLanguage } from './lib/language.ts';
import { readServerState, type ServerState } from './lib/server-state.ts';
import { appStarted } from './lib/use-hydrated.ts';

const container = document.getElementById('root')!;

/**
 * The page the server drew (decision 051), taken over where it stands: its data is the server's
 * (no second request), its screen's code and words load first, then React hydrates the HTML
 * instead of drawing it again. False when that cannot be done; the app then draws the page itself.
 */
async function hydrateServerPage(served: ServerState): Promise<boolean> {
  // Drawn in another language than this browser shows (a choice stored after the page was cached).
  if (initialLanguage() !== served.language) return false;
  try {
    await startLanguage();
    await preloadRoute(location.pathname);
  } catch {
    return false;
  }
  const client = newQueryClient();
  // The server's answers are as fresh as its catalogue version (the page is cached under it):
  // fresh from now, as an answer fetched now would be. (Set one by one: React Query's `hydrate`
  // would add a kilobyte to every first load for what this loop does.)
  for (const { queryKey, state } of served.queries.queries) client.setQueryData(queryKey, state.data);
  // A transition: React hydrates the page in slices and yields to the browser between them (a tap is
  // answered, a frame painted) instead of in one long task, as the app's own first render does below.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <AppProviders client={client}>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  });
  return true;
}

/** Any other page: the build's shell is on screen until the app has drawn it. */
function renderClientPage() {
  // Nothing on screen waits for the app: its controls work from their first render.
  appStarted();
  const root = createRoot(container);
  // The first screen renders in the visitor's language: its words (one small chunk) come first, while
  // index.html's shell is on screen. Should that chunk fail, the shop still starts.
  void startLanguage()
    .catch(() => undefined)
    .then(() =>
      // A transition, so React renders the first screen in slices and yields to the browser between
      // them (a phone stays responsive while it boots) instead of in one long task.
      startTransition(() => {
        root.render(
          <StrictMode>
            <AppProviders>
              <AppRouter />
            </AppProviders>
          </StrictMode>,
        );
      }),
    );
}

const served = readServerState();
if (served) {
  void hydrateServerPage(served).then((hydrated) => {
    if (!hydrated) renderClientPage();
  });
} else renderClientPage();
