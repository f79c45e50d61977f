import { useQuery } from '@tanstack/react-query';
import type { DeliverySheet } from '@shop/shared/delivery';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminApi } from '@shop/shared/admin-paths';

/** GET /api/admin/delivery-sheet?date — the shipped cash-on-delivery orders of a day, by township. */
export function fetchDeliverySheet(date: string, signal?: AbortSignal): Promise<DeliverySheet> {
  return apiRequest<DeliverySheet>(adminApi.deliverySheet(date), { signal });
}

export function useDeliverySheet(date: string) {
  return useQuery({
    queryKey: ['admin', 'delivery-sheet', date] as const,
    queryFn: ({ signal }) => fetchDeliverySheet(date, signal),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
}
