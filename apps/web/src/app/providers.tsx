import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { ToastProvider } from '../components/ui/toast.tsx';
import { i18n } from '../lib/i18n.ts';
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

export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? newQueryClient());
  // The outermost component's effect runs after every other one of the first commit: a page drawn on
  // the server has been hydrated by then, and its waiting controls subscribed.
  useEffect(appStarted, []);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
