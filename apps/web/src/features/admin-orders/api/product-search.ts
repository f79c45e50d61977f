import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminProductList } from '@shop/shared/admin';
import { adminApi } from '@shop/shared/admin-paths';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/products?search= — products by English or Burmese name, with each size's stock. */
export function useOrderProductSearch(search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: ['admin', 'products', 'order-search', text] as const,
    queryFn: ({ signal }) =>
      apiRequest<AdminProductList>(adminApi.products({ page: 1, limit: 6, search: text }), { signal }),
    enabled: text.length >= 1,
    placeholderData: keepPreviousData,
  });
}
