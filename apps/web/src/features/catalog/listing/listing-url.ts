import type { ListingFilters } from '@shop/shared/catalog-rules';
import { listingSearch, type ListingSearch } from '@shop/shared/listing-rules';
import { paths } from '@shop/shared/paths';

/** A listing's search, sort and filters as its page's URL holds them (decision 042). */
export type ListingView = ListingFilters & { q?: string };

/**
 * A listing page's search words, sort and filters from its URL's query (`location.search`), read by
 * the rule the server reads it with: the grid the server preloads is the one the page then asks for.
 * `size` and `color` may repeat; anything unknown is left out.
 */
export function viewOfSearch(search: string): ListingView {
  const params = new URLSearchParams(search);
  const query: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length > 1 ? values : values[0];
  }
  return listingSearch(query);
}

/** How many filters a view has chosen (sizes and colours each count, a price range once). */
export function filterCount(view: ListingSearch): number {
  const priced = view.minPrice !== undefined || view.maxPrice !== undefined ? 1 : 0;
  return (view.size?.length ?? 0) + (view.color?.length ?? 0) + priced;
}

/** The same view without its filters (the search words and sort kept): what "Clear all" shows. */
export function withoutFilters(view: ListingView): ListingView {
  return { sort: view.sort, size: [], color: [], ...(view.q ? { q: view.q } : {}) };
}

/** A value toggled in or out of a list (a size or colour chip). */
export function toggled(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** The first page of a listing of `category` (null: every product, the shop's pages) showing `view`. */
export function listingHref(category: string | null, view: ListingSearch): string {
  return category ? paths.category(category, 1, view) : paths.shop(1, view);
}
