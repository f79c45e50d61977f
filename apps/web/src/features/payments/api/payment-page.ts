import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentPage } from '@shop/shared/payments';
import { apiRequest } from '../../../lib/api-client.ts';

/** Whose order: the signed-in customer's own, or a guest order (its id is the secret). */
export type PaymentAccess = 'own' | 'guest';

export function paymentPath(orderId: string, access: PaymentAccess): string {
  const base = access === 'own' ? '/api/auth/orders/' : '/api/auth/guest-orders/';
  return `${base}${encodeURIComponent(orderId)}/payment`;
}

/** GET …/orders/{id}/payment — what `/qr/{orderId}` shows; looked at again while the owner checks. */
export function paymentPageQuery(orderId: string, access: PaymentAccess, token: string | null) {
  return queryOptions({
    queryKey: ['payment', access, orderId, access === 'own' ? token : null] as const,
    queryFn: ({ signal }) => apiRequest<PaymentPage>(paymentPath(orderId, access), { signal }),
    enabled: Boolean(orderId) && (access === 'guest' || Boolean(token)),
    refetchInterval: (query) => (query.state.data?.state === 'waiting' ? 15_000 : false),
  });
}

export function usePaymentPage(orderId: string, access: PaymentAccess, token: string | null) {
  return useQuery(paymentPageQuery(orderId, access, token));
}
