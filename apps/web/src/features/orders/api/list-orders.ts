import { useQuery } from '@tanstack/react-query';
import type { OrderList } from '@shop/shared/orders';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerApi } from '@shop/shared/customer-paths';

/** GET /api/auth/orders — the signed-in customer's orders, newest first. */
export function fetchOrders(signal?: AbortSignal): Promise<OrderList> {
  return apiRequest<OrderList>(customerApi.orders, { signal });
}

export function useOrders(token: string | null) {
  return useQuery({
    queryKey: ['orders', 'list', token] as const,
    queryFn: ({ signal }) => fetchOrders(signal),
    enabled: Boolean(token),
    select: (reply) => [...reply.orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  });
}
