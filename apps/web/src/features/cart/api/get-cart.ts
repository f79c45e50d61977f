import { queryOptions } from '@tanstack/react-query';
import type { Cart } from '@shop/shared/cart';
import { apiRequest } from '../../../lib/api-client.ts';
import { api } from '@shop/shared/paths';

/** GET /api/auth/cart — the signed-in customer's cart, read from the catalogue now. */
export function fetchCart(signal?: AbortSignal): Promise<Cart> {
  return apiRequest<Cart>(api.cart, { signal });
}

/** Keyed by the session: another sign-in never sees the previous customer's cart. */
export const cartKey = (token: string | null) => ['cart', 'server', token] as const;

export function cartQuery(token: string | null) {
  return queryOptions({
    queryKey: cartKey(token),
    queryFn: ({ signal }) => fetchCart(signal),
    enabled: Boolean(token),
    staleTime: 10_000,
  });
}
