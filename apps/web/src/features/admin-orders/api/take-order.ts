import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shop/shared/orders';
import type { OwnerOrderInput } from '@shop/shared/owner-orders';
import { adminApi } from '@shop/shared/admin-paths';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/admin/orders — an order the owner takes for a customer. The form's key goes as the
 * Idempotency-Key: a second press (or a retry after a lost answer) gets the same order back.
 */
export function takeOrder(input: OwnerOrderInput, key: string) {
  return apiRequest<{ message: string; order: Order }>(adminApi.newOrder, {
    method: 'POST',
    body: input,
    headers: { 'idempotency-key': key },
  });
}

export function useTakeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: OwnerOrderInput; key: string }) => takeOrder(input, key),
    // Lists, counts and stock figures in the admin and the shop are now stale.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ['catalog'] }),
      ]),
  });
}
