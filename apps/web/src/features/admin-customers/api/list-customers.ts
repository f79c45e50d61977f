import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCustomerList } from '@shop/shared/admin';
import { ADMIN_PAGE_SIZE } from '@shop/shared/admin-rules';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminApi } from '@shop/shared/admin-paths';

export type CustomerListParams = { page: number; search: string };

/** GET /api/admin/customers?page&limit&search — customers only (never admins), with order count and spend. */
export function fetchCustomers({ page, search }: CustomerListParams, signal?: AbortSignal) {
  return apiRequest<AdminCustomerList>(adminApi.customers({ page, limit: ADMIN_PAGE_SIZE, search: search.trim() }), {
    signal,
  });
}

export function customersQuery(params: CustomerListParams) {
  return queryOptions({
    queryKey: ['admin', 'customers', 'list', params.search.trim(), params.page] as const,
    queryFn: ({ signal }) => fetchCustomers(params, signal),
  });
}

export function useCustomers(params: CustomerListParams) {
  return useQuery({ ...customersQuery(params), placeholderData: keepPreviousData });
}
