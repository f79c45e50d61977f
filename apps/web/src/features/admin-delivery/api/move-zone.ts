import { useMutation } from '@tanstack/react-query';
import type { AdminZoneReply, MoveZone } from '@shop/shared/delivery';
import { apiRequest } from '../../../lib/api-client.ts';
import { useDeliveryReply } from './get-delivery.ts';
import { adminApi } from '@shop/shared/admin-paths';

/** POST /api/admin/delivery/zones/{id}/move — one place up or down among its siblings. */
export function moveZone(id: number, direction: MoveZone['direction']) {
  return apiRequest<AdminZoneReply>(adminApi.zoneMove(id), { method: 'POST', body: { direction } });
}

export function useMoveZone() {
  return useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: MoveZone['direction'] }) => moveZone(id, direction),
    onSuccess: useDeliveryReply(),
  });
}
