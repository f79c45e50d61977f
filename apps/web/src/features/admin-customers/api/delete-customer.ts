import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminApi } from '@shop/shared/admin-paths';

/** DELETE /api/admin/customers/{id} — the account and, as the spec says, their orders (open ones restocked). */
export function deleteCustomer(id: string) {
  return apiRequest<{ message: string }>(adminApi.customer(id), { method: 'DELETE' });
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: ['admin', 'customers', 'one', id] });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ['catalog'] }),
      ]);
    },
  });
}
