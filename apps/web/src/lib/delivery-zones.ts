import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Address } from '@shop/shared/account';
import type { DeliveryZones } from '@shop/shared/delivery';
import { OTHER_CITY, zoneIs } from '@shop/shared/delivery-rules';
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

/** The saved township by its name in the page's language when the shop lists it; as typed if not. */
export function townshipName(
  zones: DeliveryZones | undefined,
  address: Pick<Address, 'region' | 'city' | 'township'>,
  burmese: boolean,
): string {
  const region = zones?.regions.find((r) => zoneIs(r, address.region));
  const city = region?.cities.find((c) => zoneIs(c, address.city));
  const township = city?.townships.find((town) => zoneIs(town, address.township));
  return (township && (burmese ? township.nameMy : township.nameEn)) || address.township;
}

/** "Mandalay, Mandalay Region" from the saved slugs, in the page's language; as saved if unlisted. */
export function zoneNames(
  zones: DeliveryZones | undefined,
  address: Pick<Address, 'region' | 'city'>,
  burmese: boolean,
  otherCity: string,
): string {
  const region = zones?.regions.find((r) => zoneIs(r, address.region));
  const city = region?.cities.find((c) => zoneIs(c, address.city));
  const name = (place: { nameEn: string; nameMy: string } | undefined, saved: string) =>
    place ? (burmese ? place.nameMy : place.nameEn) : saved;
  const cityName = address.city === OTHER_CITY ? otherCity : name(city, address.city);
  return [cityName, name(region, address.region)].filter(Boolean).join(burmese ? '၊ ' : ', ') || '—';
}
