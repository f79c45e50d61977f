import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderList } from '@shop/shared/admin';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminApi } from '@shop/shared/admin-paths';

export type OrderListParams = { status: string; search: string; page: number; limit?: number };

/** GET /api/admin/orders?status&search&page — newest first; search by order id, name, email or phone. */
export function fetchAdminOrders({ status, search, page, limit = 20 }: OrderListParams, signal?: AbortSignal) {
  return apiRequest<AdminOrderList>(adminApi.orders({ page, limit, status, search: search.trim() }), { signal });
}

export function adminOrdersQuery(params: OrderListParams) {
  return queryOptions({
    queryKey: [
      'admin',
      'orders',
      'list',
      params.status,
      params.search.trim(),
      params.page,
      params.limit ?? 20,
    ] as const,
    queryFn: ({ signal }) => fetchAdminOrders(params, signal),
  });
}

export function useAdminOrders(params: OrderListParams) {
  return useQuery({ ...adminOrdersQuery(params), placeholderData: keepPreviousData });
}
