import { useQuery } from '@tanstack/react-query';
import type { AddressesReply } from '@shop/shared/account';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerApi } from '@shop/shared/customer-paths';

/** GET /api/auth/addresses — the customer's saved address (the checkout's default), if any. */
export function fetchAddresses(signal?: AbortSignal): Promise<AddressesReply> {
  return apiRequest<AddressesReply>(customerApi.addresses, { signal });
}

export function useSavedAddress(token: string | null) {
  return useQuery({
    queryKey: ['checkout', 'addresses', token] as const,
    queryFn: ({ signal }) => fetchAddresses(signal),
    enabled: Boolean(token),
    select: (reply) => reply.addresses.find((a) => a.isDefault) ?? reply.addresses[0] ?? null,
  });
}
