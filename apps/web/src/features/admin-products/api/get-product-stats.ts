import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductStats } from '@shop/shared/admin';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminApi } from '@shop/shared/admin-paths';

/** GET /api/admin/products/stats — totals for the stats cards. */
export function fetchProductStats(signal?: AbortSignal) {
  return apiRequest<ProductStats>(adminApi.productStats, { signal });
}

export const productStatsQuery = queryOptions({
  queryKey: ['admin', 'products', 'stats'] as const,
  queryFn: ({ signal }) => fetchProductStats(signal),
});

export function useProductStats() {
  return useQuery(productStatsQuery);
}
