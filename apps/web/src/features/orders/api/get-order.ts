import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@shop/shared/orders';
import { ORDER_KEY_HEADER } from '@shop/shared/orders-rules';
import { orderKeyOf } from '../../../lib/guest-orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerApi } from '@shop/shared/customer-paths';

/** Whose order it is: the signed-in customer's own, or one placed as a guest. */
export type OrderAccess = 'own' | 'guest';

/**
 * GET /api/auth/orders/{id} (own; anyone else's 404) or GET /api/auth/guest-orders/{id}, the
 * latter with the key this browser keeps for the order (without it the person's details come masked).
 */
export function fetchOrder(orderId: string, access: OrderAccess, signal?: AbortSignal): Promise<Order> {
  const key = access === 'guest' ? orderKeyOf(orderId) : undefined;
  return apiRequest<Order>(customerApi.order(orderId, access), {
    signal,
    ...(key ? { headers: { [ORDER_KEY_HEADER]: key } } : {}),
  });
}

export function orderQuery(orderId: string, access: OrderAccess, token: string | null) {
  return queryOptions({
    queryKey: ['orders', 'detail', access, orderId, access === 'own' ? token : null] as const,
    queryFn: ({ signal }) => fetchOrder(orderId, access, signal),
    enabled: Boolean(orderId) && (access === 'guest' || Boolean(token)),
  });
}

export function useOrder(orderId: string, access: OrderAccess, token: string | null) {
  return useQuery(orderQuery(orderId, access, token));
}
