import { useMutation } from '@tanstack/react-query';
import type { Order, TrackOrder } from '@shop/shared/orders';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerApi } from '@shop/shared/customer-paths';

/** POST /api/auth/guest-orders/track — an order by its id with the email or phone it was placed with. */
export function trackOrder(input: TrackOrder): Promise<Order> {
  return apiRequest<Order>(customerApi.trackOrder, { method: 'POST', body: input });
}

export function useTrackOrder() {
  return useMutation({ mutationFn: trackOrder });
}
