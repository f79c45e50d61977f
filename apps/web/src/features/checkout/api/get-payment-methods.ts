import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethods } from '@shop/shared/payments';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerApi } from '@shop/shared/customer-paths';

/** GET /api/payment-methods: a wallet is offered only while the shop has it on and complete. */
export const paymentMethodsQuery = queryOptions({
  queryKey: ['payment-methods'] as const,
  queryFn: ({ signal }) => apiRequest<PaymentMethods>(customerApi.paymentMethods, { signal }),
  staleTime: 60_000,
});

export function usePaymentMethods() {
  return useQuery(paymentMethodsQuery);
}
