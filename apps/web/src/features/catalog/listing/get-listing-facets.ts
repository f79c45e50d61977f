import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingFacets } from '@shop/shared/catalog';
import { apiRequest } from '../../../lib/api-client.ts';
import { api } from '@shop/shared/paths';

type FacetParams = { category: string | null; q?: string | undefined };

/** GET /api/products/facets?category=&q= — the sizes in stock and the colours the filters offer. */
export function fetchListingFacets(params: FacetParams, signal?: AbortSignal): Promise<ListingFacets> {
  return apiRequest<ListingFacets>(api.productFacets(params), { signal });
}

export function listingFacetsQuery(params: FacetParams) {
  return queryOptions({
    queryKey: ['catalog', 'facets', api.productFacets(params)] as const,
    queryFn: ({ signal }) => fetchListingFacets(params, signal),
  });
}

export function useListingFacets(params: FacetParams, enabled = true) {
  return useQuery({ ...listingFacetsQuery(params), enabled });
}
