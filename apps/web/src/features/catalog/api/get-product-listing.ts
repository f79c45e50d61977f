import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListing } from '@shop/shared/catalog';
import { categorySlug, SHOP_CATEGORIES } from '@shop/shared/categories';
import { apiRequest } from '../../../lib/api-client.ts';
import { api } from '@shop/shared/paths';

export type ListingParams = { category: string | null; page: number };

/** GET /api/products?category=&page= — 12 cards a page, one per colour; past the end answers `items: []`. */
export function fetchProductListing({ category, page }: ListingParams, signal?: AbortSignal): Promise<ProductListing> {
  return apiRequest<ProductListing>(api.products({ page, category }), { signal });
}

export function productListingQuery(params: ListingParams) {
  return queryOptions({
    queryKey: ['catalog', 'listing', params.category ?? 'all', params.page] as const,
    queryFn: ({ signal }) => fetchProductListing(params, signal),
  });
}

/**
 * Paging within one category keeps the current page on screen (dimmed) while the next loads, so
 * the grid does not flash a skeleton; another category starts from the skeleton.
 */
export function useProductListing(params: ListingParams, enabled = true) {
  const options = productListingQuery(params);
  return useQuery({
    ...options,
    enabled,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === options.queryKey[2] ? previous : undefined,
  });
}

const MENU_SLUGS = new Set(SHOP_CATEGORIES.map(categorySlug));

/**
 * Whether a category URL names a category the shop has: a menu category at once; any other (a
 * category the owner typed) once the listing's answer says so (`found`), undefined until then.
 * Text that names no category is the shop's not-found page, never a heading.
 */
export function useCategoryFound(slug: string, page: number | null): boolean | undefined {
  const menu = MENU_SLUGS.has(slug);
  const listing = useProductListing({ category: slug === 'all' ? null : slug, page: page ?? 1 }, !menu);
  return menu || listing.data?.found;
}
