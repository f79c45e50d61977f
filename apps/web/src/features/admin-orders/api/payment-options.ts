import { useQuery } from '@tanstack/react-query';
import type { PaymentMethods } from '@shop/shared/payments';
import { customerApi } from '@shop/shared/customer-paths';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/payment-methods — cash on delivery and the wallets the shop has on: what the owner may offer. */
export function useOrderPaymentOptions() {
  return useQuery({
    queryKey: ['payment-methods'] as const,
    queryFn: ({ signal }) => apiRequest<PaymentMethods>(customerApi.paymentMethods, { signal }),
    staleTime: 60_000,
  });
}
