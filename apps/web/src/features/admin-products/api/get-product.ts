import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProduct } from '@shop/shared/admin';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminApi } from '@shop/shared/admin-paths';

/** GET /api/admin/products/{id} — the whole product with every variant, and its version. */
export function fetchAdminProduct(id: string, signal?: AbortSignal) {
  return apiRequest<AdminProduct>(adminApi.product(id), { signal });
}

export function adminProductQuery(id: string) {
  return queryOptions({
    queryKey: ['admin', 'products', 'one', id] as const,
    queryFn: ({ signal }) => fetchAdminProduct(id, signal),
    // The edit form starts from what is stored now, never from a minute-old copy.
    staleTime: 0,
  });
}

export function useAdminProduct(id: string) {
  return useQuery(adminProductQuery(id));
}
