import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '@shop/shared/admin';
import type { EditOrderInput } from '@shop/shared/owner-orders';
import { adminApi } from '@shop/shared/admin-paths';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminOrderQuery } from './get-order.ts';

/** PUT /api/admin/orders/{id} — the order's lines and address as they should be now (409 once shipped). */
export function editOrder(id: string, input: EditOrderInput) {
  return apiRequest<{ message: string; order: AdminOrder }>(adminApi.order(id), { method: 'PUT', body: input });
}

export function useEditOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EditOrderInput) => editOrder(id, input),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(adminOrderQuery(id).queryKey, order);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ['catalog'] }),
      ]);
    },
  });
}
