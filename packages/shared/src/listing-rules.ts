import { listingFilters, sizeLabel, type ListingFilters } from './catalog-rules.ts';
import { toMyanmarDigits, type Language } from './language.ts';

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

/**
 * A listing's title, as the server's head and the app's tab both write it (decision 042): its name,
 * the sizes and the colours chosen, and its page past the first ("Tees · L, XL · Black – page 2").
 * `colors` are the chosen colours' names in `language` (the address holds their keys).
 */
export function listingTitle(
  name: string,
  chosen: { size: readonly string[]; colors: readonly string[] },
  page: number,
  language: Language,
): string {
  const sizes = chosen.size.map((size) => sizeLabel(size, language));
  // Burmese lists with its own comma, the little section mark.
  const comma = language === 'my' ? '၊ ' : ', ';
  const named = [name, ...[sizes, chosen.colors].filter((values) => values.length).map((values) => values.join(comma))];
  const title = named.join(' · ');
  if (page <= 1) return title;
  return language === 'my' ? `${title} – စာမျက်နှာ ${toMyanmarDigits(String(page))}` : `${title} – page ${page}`;
}
