import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import type { ProductSearch as ProductSearchData } from '@shop/shared/catalog';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useProductSearch } from '../api/search-products.ts';
import { SEARCH_DEBOUNCE_MS } from '../lib/catalog-rules.ts';
import { SummaryCard } from './summary-card.tsx';
import { Link } from 'react-router';
import { paths } from '@shop/shared/paths';

const RESULT_LIMIT = 8;
const IMAGE_SIZES = '(min-width: 1024px) 260px, (min-width: 768px) 33vw, 50vw';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The home search box: asks the shop 500 ms after the last keystroke and lists what matches. */
export function ProductSearch() {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement>(null);
  // Words typed into the server's page before its code ran are searched for once it runs.
  useEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed) setText(typed);
  }, []);
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useProductSearch(query, RESULT_LIMIT);
  const waiting = text.trim() !== query || search.isFetching;

  return (
    <section aria-labelledby={`${inputId}-label`} className="flex flex-col gap-6">
      {/* A live search: results follow the typing, Enter sends nothing. Before the page's code runs
          (or without it) Enter opens the shop's search results, which the server draws. */}
      <form
        role="search"
        action={paths.shop()}
        method="get"
        // eslint-disable-next-line shop/form-uses-use-shop-form -- a live search, see above
        onSubmit={(event) => event.preventDefault()}
        className="flex flex-col gap-2"
      >
        <label id={`${inputId}-label`} htmlFor={inputId} className="text-sm font-semibold">
          {t('home.searchLabel')}
        </label>
        <div className="relative">
          <input
            ref={field}
            id={inputId}
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('home.searchPlaceholder')}
            maxLength={100}
            autoComplete="off"
            className="h-12 w-full rounded-md border border-line bg-white px-4 pr-11 text-base outline-none focus:border-ink"
          />
          {text && waiting && (
            <span className="absolute top-1/2 right-4 -translate-y-1/2 text-muted">
              <Spinner />
            </span>
          )}
        </div>
      </form>
      {query && <SearchResults query={query} search={search} waiting={waiting} />}
    </section>
  );
}

function SearchResults({
  query,
  search,
  waiting,
}: {
  query: string;
  search: ReturnType<typeof useProductSearch>;
  waiting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <QueryState
      query={search}
      loadingLabel={t('home.searching')}
      skeleton={
        <p aria-hidden="true" className="flex items-center gap-2 text-muted">
          <Spinner /> {t('home.searching')}
        </p>
      }
      errorMessage={t('home.searchError')}
    >
      {(found) => <SearchHits query={query} found={found} waiting={waiting} />}
    </QueryState>
  );
}

/** The count line (or "no products match") and the cards; dimmed while the next answer is on its way. */
function SearchHits({ query, found, waiting }: { query: string; found: ProductSearchData; waiting: boolean }) {
  const { t } = useTranslation();
  const { items, total } = found;
  return (
    <div className={`flex flex-col gap-4 transition-opacity ${waiting ? 'opacity-60' : ''}`}>
      <p role="status" className="text-sm text-muted">
        {items.length === 0 ? t('home.noResults', { query }) : t('home.results', { count: total, shown: items.length })}
      </p>
      {items.length > 0 && (
        <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
          {items.map((product) => (
            <li key={product._id}>
              <SummaryCard product={product} sizes={IMAGE_SIZES} />
            </li>
          ))}
        </ul>
      )}
      {total > 0 && (
        <Link
          to={paths.shop(1, { q: query })}
          className="self-start text-sm font-semibold underline underline-offset-4 hover:no-underline"
        >
          {t('home.seeAll', { count: total })}
        </Link>
      )}
    </div>
  );
}
