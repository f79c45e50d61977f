import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@shop/shared/admin-paths';
import type { ShopSettingsReply } from '@shop/shared/shop';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The owner's couriers, from the shop settings (GET /api/admin/shop-settings, the same cache entry
 * the settings screen keeps), offered when an order ships.
 */
export function useCouriers() {
  return useQuery({
    queryKey: ['admin', 'shop-settings'] as const,
    queryFn: ({ signal }) => apiRequest<ShopSettingsReply>(adminApi.shopSettings, { signal }),
    select: (settings) => settings.couriers,
  });
}
