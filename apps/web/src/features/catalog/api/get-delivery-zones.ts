import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { DeliveryZones } from '@shop/shared/delivery';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/delivery-zones — the owner's fee table, for the product page's shipping note. */
export function fetchDeliveryZones(signal?: AbortSignal): Promise<DeliveryZones> {
  return apiRequest<DeliveryZones>('/api/delivery-zones', { signal });
}

/** The checkout asks under the same key, so a list read on a product page serves it too. */
export const deliveryZonesQuery = queryOptions({
  queryKey: ['delivery-zones'] as const,
  queryFn: ({ signal }) => fetchDeliveryZones(signal),
});

/** Read only once `enabled`: the product page's first load does not wait on it. */
export function useDeliveryZones(enabled: boolean) {
  return useQuery({ ...deliveryZonesQuery, enabled });
}

/** Starts loading the table when the pointer or focus reaches the Shipping section. */
export function usePrefetchDeliveryZones(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.prefetchQuery(deliveryZonesQuery), [queryClient]);
}
