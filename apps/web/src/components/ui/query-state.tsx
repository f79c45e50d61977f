import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Button } from './button.tsx';
import { Skeleton } from './skeleton.tsx';

/** What QueryState needs of a TanStack query. */
type ListQuery<T> = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: T | undefined;
  error: Error | null;
  refetch: () => unknown;
};

/**
 * The one way a list screen shows its query: a loading skeleton, an error with Try Again, the
 * empty state, or the list itself. Every list (storefront, account, admin) goes through it.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  skeleton,
  errorMessage,
  isEmpty,
  empty,
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
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">{loadingLabel}</span>
        {skeleton ?? (
          <>
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </>
        )}
      </div>
    );
  if (query.isError || query.data === undefined)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-danger/30 bg-danger/5 p-5">
        <p className="text-sm font-medium text-danger">
          {typeof errorMessage === 'string' ? errorMessage : errorMessage(query.error ?? new Error(''))}
        </p>
        <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  if (isEmpty?.(query.data) && empty) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
