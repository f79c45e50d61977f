import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshProducts } from './invalidate.ts';
import { adminApi } from '@shop/shared/admin-paths';

/** DELETE /api/admin/products/{id}. */
export function deleteProduct(id: string) {
  return apiRequest<{ message: string }>(adminApi.product(id), { method: 'DELETE' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSuccess: () => refreshProducts(queryClient) });
}
