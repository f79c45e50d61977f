import { useQuery } from '@tanstack/react-query';
import type { OrderList } from '@shop/shared/orders';
import { apiRequest } from '../../../lib/api-client.ts';
import { api } from '@shop/shared/paths';

/** GET /api/auth/orders — the signed-in customer's orders, newest first. */
export function fetchOrders(signal?: AbortSignal): Promise<OrderList> {
  return apiRequest<OrderList>(api.orders, { signal });
}

export function useOrders(token: string | null) {
  return useQuery({
    queryKey: ['orders', 'list', token] as const,
    queryFn: ({ signal }) => fetchOrders(signal),
    enabled: Boolean(token),
    select: (reply) => [...reply.orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  });
}
