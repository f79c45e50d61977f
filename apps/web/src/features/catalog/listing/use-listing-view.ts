import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { viewOfSearch, type ListingView } from './listing-url.ts';

/** The listing's search, sort and filters of the page's URL: shared links and the back button carry them. */
export function useListingView(): ListingView {
  const { search } = useLocation();
  return useMemo(() => viewOfSearch(search), [search]);
}
