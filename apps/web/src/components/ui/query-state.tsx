import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Button } from './button.tsx';
import { Skeleton } from './skeleton.tsx';

/** What QueryState needs of a TanStack query. */
type ListQuery<T> = {
  isError: boolean;
  isFetching: boolean;
  data: T | undefined;
  error: Error | null;
  refetch: () => unknown;
};

/**
 * The one way a list screen shows its query: a loading skeleton (named for screen readers), an
 * error with Try Again, the empty state, or the list itself. Every list (storefront, account,
 * admin) goes through it. What has arrived stays on screen when a later refetch fails; until
 * something has, the query's error is shown, else the skeleton (also while a deferred answer is
 * still being rendered: pass `useDeferredValue(query.data)` as `data`).
 */
export function QueryState<T>({
  query,
  loadingLabel,
  skeleton,
  errorMessage,
  isEmpty,
  empty,
  className = '',
  children,
}: {
  query: ListQuery<T>;
  /** Read by screen readers while loading. */
  loadingLabel: string;
  /** The shape of what is coming; two card-sized bars unless given. */
  skeleton?: ReactNode;
  errorMessage: string | ((error: Error) => string);
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Extra classes of the loading and error boxes (e.g. their span in a grid). */
  className?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data } = query;
  if (data === undefined && query.isError)
    return (
      <div
        role="alert"
        className={`flex flex-col items-start gap-3 rounded-lg border border-danger/30 bg-danger/5 p-5 ${className}`}
      >
        <p className="text-sm font-medium text-danger">
          {typeof errorMessage === 'string' ? errorMessage : errorMessage(query.error ?? new Error(''))}
        </p>
        <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  if (data === undefined)
    return (
      <div role="status" aria-busy="true" className={`flex flex-col gap-3 ${className}`}>
        <span className="sr-only">{loadingLabel}</span>
        {skeleton ?? (
          <>
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </>
        )}
      </div>
    );
  if (isEmpty?.(data) && empty) return <>{empty}</>;
  return <>{children(data)}</>;
}
