import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatusReply, UpdateOrderStatus } from '@shop/shared/admin';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminOrderQuery } from './get-order.ts';
import { adminApi } from '@shop/shared/admin-paths';

/**
 * PUT /api/admin/orders/{id}/status — only a legal move (409 otherwise); cancelling returns the
 * stock. Answers `{ message, order }`, the order as it now is.
 */
export function updateOrderStatus(id: string, input: UpdateOrderStatus) {
  return apiRequest<OrderStatusReply>(adminApi.orderStatus(id), {
    method: 'PUT',
    body: input,
  });
}

export function useUpdateOrderStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateOrderStatus) => updateOrderStatus(id, input),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(adminOrderQuery(id).queryKey, order);
      // Lists, counts and (after a cancel) stock figures in the admin and the shop are now stale.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ['catalog'] }),
      ]);
    },
  });
}
