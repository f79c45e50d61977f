import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryZones } from '@shop/shared/delivery';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/delivery-zones — the places the address's region, city and township are picked from. */
export function fetchDeliveryZones(signal?: AbortSignal): Promise<DeliveryZones> {
  return apiRequest<DeliveryZones>('/api/delivery-zones', { signal });
}

/** The checkout asks under the same key, so one read serves both. */
export const deliveryZonesQuery = queryOptions({
  queryKey: ['delivery-zones'] as const,
  queryFn: ({ signal }) => fetchDeliveryZones(signal),
});

export function useDeliveryZones() {
  return useQuery(deliveryZonesQuery);
}
