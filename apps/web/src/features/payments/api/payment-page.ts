import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentPage } from '@shop/shared/payments';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerApi } from '@shop/shared/customer-paths';

/** Whose order: the signed-in customer's own, or a guest order (its id is the secret). */
export type PaymentAccess = 'own' | 'guest';

/** GET …/orders/{id}/payment — what `/qr/{orderId}` shows; looked at again while the owner checks. */
export function paymentPageQuery(orderId: string, access: PaymentAccess, token: string | null) {
  return queryOptions({
    queryKey: ['payment', access, orderId, access === 'own' ? token : null] as const,
    queryFn: ({ signal }) => apiRequest<PaymentPage>(customerApi.orderPayment(orderId, access), { signal }),
    enabled: Boolean(orderId) && (access === 'guest' || Boolean(token)),
    refetchInterval: (query) => (query.state.data?.state === 'waiting' ? 15_000 : false),
  });
}

export function usePaymentPage(orderId: string, access: PaymentAccess, token: string | null) {
  return useQuery(paymentPageQuery(orderId, access, token));
}
