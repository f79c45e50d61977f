import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { DeliveryZones } from '@shop/shared/delivery';
import { apiRequest } from './api-client.ts';
import { customerApi } from '@shop/shared/customer-paths';

/**
 * GET /api/delivery-zones — the owner's places, fees and estimates: the product page's shipping
 * note, the cart's lowest fee, the checkout's and the saved address's place pickers.
 */
export function fetchDeliveryZones(signal?: AbortSignal): Promise<DeliveryZones> {
  return apiRequest<DeliveryZones>(customerApi.deliveryZones, { signal });
}

/** One key for every screen, so a table read on one screen serves the next. */
export const deliveryZonesQuery = queryOptions({
  queryKey: ['delivery-zones'] as const,
  queryFn: ({ signal }) => fetchDeliveryZones(signal),
});

/** Read only once `enabled` (the product page's first load does not wait on it). */
export function useDeliveryZones(enabled = true) {
  return useQuery({ ...deliveryZonesQuery, enabled });
}

/** Starts loading the table when the pointer or focus reaches the Shipping section. */
export function usePrefetchDeliveryZones(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.prefetchQuery(deliveryZonesQuery), [queryClient]);
}
