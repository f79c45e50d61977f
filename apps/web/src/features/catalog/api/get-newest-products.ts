import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewestProducts } from '@shop/shared/catalog';
import { apiRequest } from '../../../lib/api-client.ts';
import { CAROUSEL_SIZE } from '@shop/shared/catalog-rules';
import { api } from '@shop/shared/paths';

/** GET /api/products/newest?limit= — the newest products, newest first. */
export function fetchNewestProducts(limit: number, signal?: AbortSignal): Promise<NewestProducts> {
  return apiRequest<NewestProducts>(api.newestProducts(limit), { signal });
}

export function newestProductsQuery(limit = CAROUSEL_SIZE) {
  return queryOptions({
    queryKey: ['catalog', 'newest', limit] as const,
    queryFn: ({ signal }) => fetchNewestProducts(limit, signal),
  });
}

export function useNewestProducts(limit?: number) {
  return useQuery(newestProductsQuery(limit));
}
