import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressesReply } from '@shop/shared/account';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerApi } from '@shop/shared/customer-paths';

/** GET /api/auth/addresses — the customer's saved address (at most one, the default). */
export function fetchAddresses(signal?: AbortSignal): Promise<AddressesReply> {
  return apiRequest<AddressesReply>(customerApi.addresses, { signal });
}

export const addressesQuery = queryOptions({
  queryKey: ['account', 'addresses'] as const,
  queryFn: ({ signal }) => fetchAddresses(signal),
});

export function useAddresses() {
  return useQuery(addressesQuery);
}
