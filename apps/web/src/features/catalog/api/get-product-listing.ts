import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListing } from '@shop/shared/catalog';
import { categorySlug, SHOP_CATEGORIES } from '@shop/shared/categories';
import { apiRequest } from '../../../lib/api-client.ts';
import { api, type ListingSearch } from '@shop/shared/paths';

/** A page of a listing: its category (null for every product), page, and its search, sort and filters. */
export type ListingParams = { category: string | null; page: number; search?: ListingSearch };

/**
 * GET /api/products?category=&page=&q=&sort=&size=&color=&minPrice=&maxPrice= — 12 cards a page,
 * one per colour; past the end answers `items: []`. The URL is the one the server preloads.
 */
export function fetchProductListing(params: ListingParams, signal?: AbortSignal): Promise<ProductListing> {
  return apiRequest<ProductListing>(api.products(params), { signal });
}

export function productListingQuery(params: ListingParams) {
  // Keyed by the category and the address asked for: one entry per page, search, sort and filters.
  return queryOptions({
    queryKey: ['catalog', 'listing', params.category ?? 'all', api.products(params)] as const,
    queryFn: ({ signal }) => fetchProductListing(params, signal),
  });
}

/**
 * Paging, sorting or filtering within one category keeps the current page on screen (dimmed)
 * while the next loads, so the grid does not flash a skeleton; another category starts from the
 * skeleton.
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
export function useCategoryFound(slug: string, page: number | null, search?: ListingSearch): boolean | undefined {
  const menu = MENU_SLUGS.has(slug);
  // The same query as the grid's (its search and filters too): one request for both.
  const listing = useProductListing({ category: slug === 'all' ? null : slug, page: page ?? 1, search }, !menu);
  return menu || listing.data?.found;
}
