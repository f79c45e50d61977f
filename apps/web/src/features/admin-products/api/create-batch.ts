import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchInput, BatchReply } from '@shop/shared/admin';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshProducts } from './invalidate.ts';
import { adminApi } from '@shop/shared/admin-paths';

/** POST /api/auth/products — the whole batch in one transaction: all of it or nothing. */
export function createBatch(input: BatchInput) {
  return apiRequest<BatchReply>(adminApi.batch, { method: 'POST', body: input });
}

export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBatch, onSuccess: () => refreshProducts(queryClient) });
}
