import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressData, AddressSavedReply } from '@shop/shared/account';
import { apiRequest } from '../../../lib/api-client.ts';
import { addressesQuery } from './get-addresses.ts';
import { customerApi } from '@shop/shared/customer-paths';

/** POST /api/auth/save-address — replaces the one default address (label 'Default', as the spec sends). */
export function saveAddress(input: AddressData): Promise<AddressSavedReply> {
  return apiRequest<AddressSavedReply>(customerApi.saveAddress, {
    method: 'POST',
    body: { ...input, label: input.label || 'Default', isDefault: true },
  });
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: (reply) => queryClient.setQueryData(addressesQuery.queryKey, { addresses: [reply.address] }),
  });
}
