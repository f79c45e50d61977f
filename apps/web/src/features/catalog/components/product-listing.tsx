import { useDeferredValue } from 'react';
import { localDigits, useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import type { ProductListing as ProductListingData } from '@shop/shared/catalog';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useProductListing } from '../api/get-product-listing.ts';
import { PAGE_SIZE } from '@shop/shared/catalog-rules';
import type { ListingSearch } from '@shop/shared/paths';
import { parsePageNumber } from '../lib/catalog-rules.ts';
import { filterCount, withoutFilters, type ListingView } from '../listing/listing-url.ts';
import { ListingToolbar } from './listing-toolbar.tsx';
import { Pagination } from './pagination.tsx';
import { ProductCard } from './product-card.tsx';
import { paths } from '@shop/shared/paths';
import '../../../locales/listing.ts';

/** The address of a page of this listing showing a search, sort and filters (`paths.shop`, `paths.category`). */
export type ListingHref = (page: number, view: ListingSearch) => string;

type ProductListingProps = {
  /** Category slug; null for every product. */
  category: string | null;
  /** The `:pageNum` of the URL (undefined on the base path). */
  pageParam: string | undefined;
  /** The search words, sort and filters of the page's URL. */
  view: ListingView;
  pageHref: ListingHref;
};

const gridClass = 'grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4';

/**
 * The sort and filters (in the page's URL: shared links, the back button and paging keep them), the
 * paged grid with its count line and page buttons; loading, error and empty through QueryState.
 */
export function ProductListing({ category, pageParam, view, pageHref }: ProductListingProps) {
  return (
    <div className="flex flex-col gap-6">
      <ListingToolbar category={category} view={view} pageHref={pageHref} />
      <ListingPage category={category} pageParam={pageParam} view={view} pageHref={pageHref} />
    </div>
  );
}

function ListingPage({ category, pageParam, view, pageHref }: ProductListingProps) {
  const { t } = useTranslation();
  const page = parsePageNumber(pageParam);
  const query = useProductListing({ category, page: page ?? 1, search: view }, page !== null);
  const hrefOf = (to: number) => pageHref(to, view);
  // The answer arrives as an urgent update (a store change); the grid it fills is rendered in the
  // background, in slices, so a phone's main thread is not blocked for the whole grid at once.
  // Nothing is shown of another list while this one's answer is on its way (a category switch).
  const deferred = useDeferredValue(query.data);
  const shown = query.data && deferred;

  const pastTheEnd = page !== null && page > 1 && !query.isPlaceholderData && query.data?.items.length === 0;
  if (page === null || pastTheEnd) {
    return (
      <EmptyState
        title={t('catalog.emptyPageTitle')}
        body={t('catalog.emptyPageBody')}
        action={
          <Link to={hrefOf(1)} className={buttonClass('primary')}>
            {t('catalog.backToFirstPage')}
          </Link>
        }
      />
    );
  }
  return (
    <QueryState
      query={{ ...query, data: shown }}
      loadingLabel={t('catalog.loading')}
      skeleton={<ListingSkeleton />}
      errorMessage={t('catalog.loadFailed')}
      isEmpty={(listing) => listing.items.length === 0}
      empty={
        filterCount(view) > 0 ? (
          <EmptyState
            title={t('listing.noneTitle')}
            body={t('listing.noneBody')}
            action={
              <Link to={pageHref(1, withoutFilters(view))} className={buttonClass('primary')}>
                {t('listing.clearFilters')}
              </Link>
            }
          />
        ) : (
          <EmptyState
            title={t('catalog.emptyCategoryTitle')}
            body={t('catalog.emptyCategoryBody')}
            action={
              category ? (
                <Link to={paths.shop()} className={buttonClass('primary')}>
                  {t('catalog.browseAll')}
                </Link>
              ) : undefined
            }
          />
        )
      }
    >
      {(listing) => <ListingGrid listing={listing} stale={query.isPlaceholderData} pageHref={hrefOf} />}
    </QueryState>
  );
}

/** The count line, the cards (dimmed while another page of the same list loads) and the page buttons. */
function ListingGrid({
  listing,
  stale,
  pageHref,
}: {
  listing: ProductListingData;
  stale: boolean;
  pageHref: (page: number) => string;
}) {
  const { t, language } = useTranslation();
  const from = (listing.page - 1) * listing.pageSize + 1;
  const to = from + listing.items.length - 1;
  return (
    <div className="flex flex-col gap-8">
      <p className="text-sm text-muted" aria-live="polite" data-testid="listing-count">
        {t('catalog.showing', {
          count: listing.total,
          shown:
            from === to ? localDigits(from, language) : `${localDigits(from, language)}–${localDigits(to, language)}`,
        })}
      </p>
      <ul className={`${gridClass} transition-opacity ${stale ? 'opacity-50' : ''}`} aria-busy={stale || undefined}>
        {/* Early and eager: the first row on a phone; the rest compete less with it for the network. */}
        {listing.items.map((card, index) => (
          <li key={card._id}>
            <ProductCard card={card} priority={index < 2} />
          </li>
        ))}
      </ul>
      <Pagination pageHref={pageHref} page={listing.page} totalPages={listing.totalPages} />
    </div>
  );
}

/** The shape of a page of cards (QueryState names it for screen readers). */
function ListingSkeleton({ count = PAGE_SIZE }: { count?: number }) {
  return (
    <div className="flex flex-col gap-8">
      <Skeleton className="h-4 w-48" />
      <div className={gridClass}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="flex flex-col gap-2">
            <Skeleton className="aspect-[4/5] w-full" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        ))}
      </div>
    </div>
  );
}
