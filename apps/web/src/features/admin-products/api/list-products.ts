import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProductList } from '@shop/shared/admin';
import { ADMIN_PAGE_SIZE } from '@shop/shared/admin-rules';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminApi } from '@shop/shared/admin-paths';

export type ProductListParams = { page: number; search: string };

/** GET /api/admin/products?page&limit=12&search — newest first; the search runs on the server. */
export function fetchAdminProducts({ page, search }: ProductListParams, signal?: AbortSignal) {
  return apiRequest<AdminProductList>(adminApi.products({ page, limit: ADMIN_PAGE_SIZE, search: search.trim() }), {
    signal,
  });
}

export function adminProductsQuery(params: ProductListParams) {
  return queryOptions({
    queryKey: ['admin', 'products', 'list', params.search.trim(), params.page] as const,
    queryFn: ({ signal }) => fetchAdminProducts(params, signal),
  });
}

/** Paging and searching keep the current rows on screen (dimmed) until the next ones arrive. */
export function useAdminProducts(params: ProductListParams) {
  return useQuery({ ...adminProductsQuery(params), placeholderData: keepPreviousData });
}
