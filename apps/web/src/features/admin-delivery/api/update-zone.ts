import { useMutation } from '@tanstack/react-query';
import type { AdminZoneReply, UpdateZoneInput } from '@shop/shared/delivery';
import { apiRequest } from '../../../lib/api-client.ts';
import { useDeliveryReply } from './get-delivery.ts';
import { adminApi } from '@shop/shared/admin-paths';

/** PATCH /api/admin/delivery/zones/{id} — names, fee, estimate (null = the parent's), on/off. */
export function updateZone(id: number, input: UpdateZoneInput) {
  return apiRequest<AdminZoneReply>(adminApi.zone(id), { method: 'PATCH', body: input });
}

export function useUpdateZone() {
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateZoneInput }) => updateZone(id, input),
    onSuccess: useDeliveryReply(),
  });
}
