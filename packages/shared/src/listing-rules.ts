import { listingFilters, type ListingFilters } from './catalog-rules.ts';

/**
 * What a listing shows besides its category and page: its search words, sort and filters (decision
 * 042). A module of its own, so the product page, which has no listing, does not load it.
 */
export type ListingSearch = Partial<ListingFilters> & { q?: string | null };

/** The search box's longest text (`ProductListingQuerySchema`'s `q`). */
export const SEARCH_MAX = 100;

/**
 * A listing page's search words, sort and filters from its address's query, read the same way by
 * the app (its own URL) and the server (the head and the preloaded grid it fills in): so the API
 * call the server preloads is the one the app then makes.
 */
export function listingSearch(query: Record<string, unknown>): ListingFilters & { q?: string } {
  const q = typeof query.q === 'string' ? query.q.trim().slice(0, SEARCH_MAX).trim() : '';
  return { ...listingFilters(query), ...(q ? { q } : {}) };
}
