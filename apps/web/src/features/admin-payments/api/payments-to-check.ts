import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentsToCheck } from '@shop/shared/payments';
import type { Wallet } from '@shop/shared/wallet-rules';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminApi } from '@shop/shared/admin-paths';

/** GET /api/admin/payments[?wallet=…]: transfers waiting to be checked (of one wallet, or all), oldest first. */
export function paymentsToCheckQuery(wallet?: Wallet) {
  return queryOptions({
    queryKey: ['admin', 'payments', 'list', wallet ?? 'all'] as const,
    queryFn: ({ signal }) => apiRequest<PaymentsToCheck>(adminApi.paymentsOf(wallet), { signal }),
  });
}

export function usePaymentsToCheck(wallet?: Wallet) {
  return useQuery(paymentsToCheckQuery(wallet));
}

/** GET /api/admin/payments/count: the admin menu's badge, looked at again every minute. */
export function usePaymentsToCheckCount() {
  return useQuery({
    queryKey: ['admin', 'payments', 'count'] as const,
    queryFn: ({ signal }) => apiRequest<{ count: number }>(adminApi.paymentsCount, { signal }),
    refetchInterval: 60_000,
    select: (data) => data.count,
  });
}

type Decision = { paymentId: string; action: 'confirm' | 'reject'; reason?: string; allowDuplicate?: boolean };

/**
 * POST /api/admin/payments/{id}/confirm (with `allowDuplicate` when the owner confirms anyway) or
 * …/reject (with a reason); 409 once decided, 409 DUPLICATE_TRANSACTION when the id was already
 * confirmed on another order.
 */
export function useDecidePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, action, reason, allowDuplicate }: Decision) =>
      apiRequest<{ message: string }>(adminApi.payment(paymentId, action), {
        method: 'POST',
        ...(action === 'reject' ? { body: { reason } } : allowDuplicate ? { body: { allowDuplicate: true } } : {}),
      }),
    // The list, the badge and the orders (a confirmed one moved to processing) are stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
