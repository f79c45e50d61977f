import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerApi } from '@shop/shared/customer-paths';
import type { PublicShop } from '@shop/shared/shop-rules';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/shop: the shop's name, phone, address and contact links. */
export const shopQuery = queryOptions({
  queryKey: ['shop'] as const,
  queryFn: ({ signal }) => apiRequest<PublicShop>(customerApi.shop, { signal }),
  staleTime: 5 * 60_000,
});

export function useShop() {
  return useQuery(shopQuery);
}
