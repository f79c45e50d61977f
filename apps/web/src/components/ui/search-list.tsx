import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import type { PagedSearch } from '../../lib/use-paged-search.ts';
import { Input } from './input.tsx';
import { Pager } from './pager.tsx';
import { QueryState } from './query-state.tsx';
import { Skeleton } from './skeleton.tsx';

/** What SearchList needs of a paged TanStack query (kept on the previous page while the next loads). */
type PagedQuery<T> = {
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  data: T | undefined;
  error: Error | null;
  refetch: () => unknown;
};

/**
 * The one list screen with a search box (the admin's products, orders and customers): the labelled
 * search, the screen's other filters beside it, the count read out as it changes, the screen's
 * actions, the rows through QueryState (dimmed while the next page loads) and the pager. A page
 * past the end, its last rows gone, turns into the last page there is. `usePagedSearch` keeps what
 * was typed and the page.
 */
export function SearchList<T extends { pagination: { totalPages: number } }, Row>({
  paging,
  search,
  filters,
  count,
  actions,
  query,
  skeletonRow = 'h-16',
  errorMessage,
  rows,
  empty,
  children,
}: {
  paging: PagedSearch;
  /** The search box: its id (e2e tests find it by label), label and placeholder. */
  search: { id: string; label: string; placeholder: string };
  filters?: ReactNode;
  /** The status line: how many there are. */
  count: (data: T) => string;
  actions?: ReactNode;
  query: PagedQuery<T>;
  /** The height of one skeleton row. */
  skeletonRow?: string;
  errorMessage: (error: Error) => string;
  /** The rows of a page; none shows `empty`. */
  rows: (data: T) => Row[];
  empty: ReactNode;
  /** One row: an `<li>` with its key. */
  children: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data } = query;
  const totalPages = data?.pagination.totalPages ?? 1;
  const { page, setPage } = paging;
  useEffect(() => {
    if (data && page > totalPages && totalPages > 0) setPage(totalPages);
  }, [data, page, totalPages, setPage]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex w-full flex-col gap-1.5 sm:max-w-sm">
          <label htmlFor={search.id} className="text-sm font-semibold">
            {search.label}
          </label>
          <Input
            id={search.id}
            type="search"
            value={paging.typed}
            maxLength={100}
            onChange={(e) => paging.setTyped(e.target.value)}
            placeholder={search.placeholder}
          />
        </div>
        {filters}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted">
          {data && count(data)}
        </p>
        {actions}
      </div>

      <QueryState
        query={query}
        loadingLabel={t('common.loading')}
        skeleton={Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className={`${skeletonRow} w-full`} />
        ))}
        errorMessage={errorMessage}
        isEmpty={(shown) => rows(shown).length === 0}
        empty={empty}
      >
        {(shown) => (
          <ul
            className={`flex flex-col gap-2 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={query.isFetching}
          >
            {rows(shown).map(children)}
          </ul>
        )}
      </QueryState>

      <Pager page={page} totalPages={totalPages} onPage={setPage} />
    </div>
  );
}
