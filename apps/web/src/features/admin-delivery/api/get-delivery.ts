import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDelivery, AdminZoneReply } from '@shop/shared/delivery';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminApi } from '@shop/shared/admin-paths';

export const deliveryQueryKey = ['admin', 'delivery'] as const;

/** GET /api/admin/delivery — every place (disabled ones too) and the shop's delivery settings. */
export function fetchDelivery(signal?: AbortSignal): Promise<AdminDelivery> {
  return apiRequest<AdminDelivery>(adminApi.delivery, { signal });
}

export function useAdminDelivery() {
  return useQuery({ queryKey: deliveryQueryKey, queryFn: ({ signal }) => fetchDelivery(signal) });
}

/** Every change answers the whole screen as it now is; the checkout's copy is stale then. */
export function useDeliveryReply() {
  const queryClient = useQueryClient();
  return (reply: AdminZoneReply) => {
    queryClient.setQueryData(deliveryQueryKey, reply.delivery);
    return queryClient.invalidateQueries({ queryKey: ['delivery-zones'] });
  };
}
