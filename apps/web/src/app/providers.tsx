import { LinguiContext } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { ToastProvider } from '../components/ui/toast.tsx';
import { i18n, wordsContext } from '../lib/i18n.ts';
import { appStarted } from '../lib/use-hydrated.ts';

/** Client errors (4xx) are answers, not hiccups: only network failures and 5xx are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** The app's query cache: the browser keeps one for the visit, the server one per page it draws. */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Lingui's provider, but words that arrive render the app again in a transition: in slices, between
 * which the browser paints and answers taps. Lingui's own renders every component that shows words
 * again at once for each area that arrives (the product page's size guide arrives just after the
 * page has hydrated): one long task on a phone (#27).
 * A screen that needs an area waits for its words before it renders (`wordsLoaded`), so nothing on
 * screen shows a missing word meanwhile.
 */
function WordsProvider({ children }: { children: ReactNode }) {
  const [words, setWords] = useState(wordsContext);
  useEffect(() => {
    const update = () => startTransition(() => setWords(wordsContext()));
    // Words that arrived between the first render and now (the same context renders nothing again).
    update();
    return i18n.on('change', update);
  }, []);
  return <LinguiContext.Provider value={words}>{children}</LinguiContext.Provider>;
}

export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? newQueryClient());
  // The outermost component's effect runs after every other one of the first commit: a page drawn on
  // the server has been hydrated by then, and its waiting controls subscribed.
  useEffect(appStarted, []);
  return (
    <WordsProvider>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </WordsProvider>
  );
}
