import { useMutation } from '@tanstack/react-query';
import type { AdminZoneReply, DeliverySettings } from '@shop/shared/delivery';
import { apiRequest } from '../../../lib/api-client.ts';
import { useDeliveryReply } from './get-delivery.ts';
import { adminApi } from '@shop/shared/admin-paths';

/** PUT /api/admin/delivery/settings — free-shipping threshold and "other township". */
export function updateDeliverySettings(input: DeliverySettings) {
  return apiRequest<AdminZoneReply>(adminApi.deliverySettings, { method: 'PUT', body: input });
}

export function useUpdateDeliverySettings() {
  return useMutation({ mutationFn: updateDeliverySettings, onSuccess: useDeliveryReply() });
}
