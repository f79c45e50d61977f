import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, ProductUpdateInput } from '@shop/shared/admin';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshProducts } from './invalidate.ts';
import { adminApi } from '@shop/shared/admin-paths';

/** PUT /api/admin/products/{id} — every field, variants in their new order; answers the product (409 when stale). */
export function updateProduct(id: string, input: ProductUpdateInput) {
  return apiRequest<AdminProduct>(adminApi.product(id), { method: 'PUT', body: input });
}

export function useUpdateProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductUpdateInput) => updateProduct(id, input),
    onSuccess: () => refreshProducts(queryClient),
  });
}
