import { useMutation } from '@tanstack/react-query';
import type { AdminZoneReply, CreateZoneInput } from '@shop/shared/delivery';
import { apiRequest } from '../../../lib/api-client.ts';
import { useDeliveryReply } from './get-delivery.ts';
import { adminApi } from '@shop/shared/admin-paths';

/** POST /api/admin/delivery/zones — a region (no parent), a city or a township. */
export function createZone(input: CreateZoneInput) {
  return apiRequest<AdminZoneReply>(adminApi.zones, { method: 'POST', body: input });
}

export function useCreateZone() {
  return useMutation({ mutationFn: createZone, onSuccess: useDeliveryReply() });
}
