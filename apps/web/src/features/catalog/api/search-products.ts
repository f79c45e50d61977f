import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSearch } from '@shop/shared/catalog';
import { apiRequest } from '../../../lib/api-client.ts';
import { api } from '@shop/shared/paths';

/** GET /api/products/search?q=&limit= — one record per product, the matched colour chosen. */
export function fetchProductSearch(q: string, limit: number, signal?: AbortSignal): Promise<ProductSearch> {
  return apiRequest<ProductSearch>(api.searchProducts(q, limit), { signal });
}

export function productSearchQuery(q: string, limit = 8) {
  const text = q.trim();
  return queryOptions({
    queryKey: ['catalog', 'search', text.toLowerCase(), limit] as const,
    queryFn: ({ signal }) => fetchProductSearch(text, limit, signal),
    enabled: text.length > 0,
  });
}

export function useProductSearch(q: string, limit?: number) {
  return useQuery(productSearchQuery(q, limit));
}
