import { useQuery } from '@tanstack/react-query';
import type { DeliveryZones } from '@shop/shared/delivery';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/delivery-zones — the places the shop delivers to, with their fees and estimates. */
export function fetchDeliveryZones(signal?: AbortSignal): Promise<DeliveryZones> {
  return apiRequest<DeliveryZones>('/api/delivery-zones', { signal });
}

export function useDeliveryZones() {
  return useQuery({ queryKey: ['delivery-zones'] as const, queryFn: ({ signal }) => fetchDeliveryZones(signal) });
}
