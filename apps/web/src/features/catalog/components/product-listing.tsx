import { useDeferredValue } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useProductListing } from '../api/get-product-listing.ts';
import { PAGE_SIZE } from '@shop/shared/catalog-rules';
import { parsePageNumber } from '../lib/catalog-rules.ts';
import { Pagination } from './pagination.tsx';
import { ProductCard } from './product-card.tsx';

type ProductListingProps = {
  /** Category slug; null for every product. */
  category: string | null;
  /** The `:pageNum` of the URL (undefined on the base path). */
  pageParam: string | undefined;
  /** Later pages are `{basePath}/page/{n}`. */
  basePath: string;
  /** Path of page 1; the base path unless told. */
  firstPagePath?: string;
};

const gridClass = 'grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4';

/** The paged grid with its count line and page buttons, and its loading, empty and error states. */
export function ProductListing({ category, pageParam, basePath, firstPagePath = basePath }: ProductListingProps) {
  const { t } = useTranslation();
  const page = parsePageNumber(pageParam);
  const query = useProductListing({ category, page: page ?? 1 }, page !== null);
  // The answer arrives as an urgent update (a store change); the grid it fills is rendered in the
  // background, in slices, so a phone's main thread is not blocked for the whole grid at once.
  const data = useDeferredValue(query.data);

  const pastTheEnd = page !== null && page > 1 && !query.isPlaceholderData && query.data?.items.length === 0;
  if (page === null || pastTheEnd) {
    return (
      <EmptyState
        title={t('catalog.emptyPageTitle')}
        body={t('catalog.emptyPageBody')}
        action={
          <Link to={firstPagePath} className={buttonClass('primary')}>
            {t('catalog.backToFirstPage')}
          </Link>
        }
      />
    );
  }
  if (query.isError && !query.data) {
    return (
      <EmptyState
        title={t('catalog.errorTitle')}
        body={t('catalog.errorBody')}
        action={
          <Button onClick={() => void query.refetch()} busy={query.isFetching}>
            {t('catalog.tryAgain')}
          </Button>
        }
      />
    );
  }
  if (!data) return <ListingSkeleton />;
  const listing = data;
  if (listing.items.length === 0) {
    return (
      <EmptyState
        title={t('catalog.emptyCategoryTitle')}
        body={t('catalog.emptyCategoryBody')}
        action={
          category ? (
            <Link to="/shop/page/1" className={buttonClass('primary')}>
              {t('catalog.browseAll')}
            </Link>
          ) : undefined
        }
      />
    );
  }

  const from = (listing.page - 1) * listing.pageSize + 1;
  const to = from + listing.items.length - 1;
  const stale = query.isPlaceholderData;
  return (
    <div className="flex flex-col gap-8">
      <p className="text-sm text-muted" aria-live="polite" data-testid="listing-count">
        {t('catalog.showing', { count: listing.total, shown: from === to ? `${from}` : `${from}–${to}` })}
      </p>
      <ul className={`${gridClass} transition-opacity ${stale ? 'opacity-50' : ''}`} aria-busy={stale || undefined}>
        {/* Early and eager: the first row on a phone; the rest compete less with it for the network. */}
        {listing.items.map((card, index) => (
          <li key={card._id}>
            <ProductCard card={card} priority={index < 2} />
          </li>
        ))}
      </ul>
      <Pagination
        basePath={basePath}
        firstPagePath={firstPagePath}
        page={listing.page}
        totalPages={listing.totalPages}
      />
    </div>
  );
}

export function ListingSkeleton({ count = PAGE_SIZE }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-8" role="status" aria-label={t('catalog.loading')}>
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
