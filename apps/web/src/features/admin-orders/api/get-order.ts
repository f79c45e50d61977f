import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '@shop/shared/admin';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminApi } from '@shop/shared/admin-paths';

/** GET /api/admin/orders/{id} — the order with its customer and timeline. */
export function fetchAdminOrder(id: string, signal?: AbortSignal) {
  return apiRequest<AdminOrder>(adminApi.order(id), { signal });
}

export function adminOrderQuery(id: string) {
  return queryOptions({
    queryKey: ['admin', 'orders', 'one', id] as const,
    queryFn: ({ signal }) => fetchAdminOrder(id, signal),
    staleTime: 0,
  });
}

export function useAdminOrder(id: string) {
  return useQuery(adminOrderQuery(id));
}
