import { inLanguage } from '@shop/shared/catalog-rules';
import { listingTitle } from '@shop/shared/listing-rules';
import { useTranslation } from '../../../lib/i18n.ts';
import { parsePageNumber } from '../lib/catalog-rules.ts';
import { useListingFacets } from './get-listing-facets.ts';
import type { ListingView } from './listing-url.ts';

/**
 * The name, in the reader's language, of a colour the listing's address chooses (the address holds
 * the palette's keys): the key itself until the filters' choices have loaded.
 */
export function useColourName(category: string | null, view: ListingView): (key: string) => string {
  const { language } = useTranslation();
  const facets = useListingFacets({ category, q: view.q }, view.color.length > 0);
  return (key) => {
    const colour = facets.data?.colors.find((c) => c.key === key);
    return colour ? inLanguage(language, colour.name, colour.nameMy) : key;
  };
}

/**
 * A listing's tab title as the server's head writes it (`listingTitle`, decision 042): its name, the
 * sizes and colours chosen, and its page past the first.
 */
export function useListingTitle(
  name: string,
  category: string | null,
  view: ListingView,
  pageNum: string | undefined,
): string {
  const { language } = useTranslation();
  const colourName = useColourName(category, view);
  const colors = view.color.map(colourName);
  return listingTitle(name, { size: view.size, colors }, parsePageNumber(pageNum) ?? 1, language);
}
