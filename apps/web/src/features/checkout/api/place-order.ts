import { useMutation } from '@tanstack/react-query';
import type { PlaceOrderInput, PlaceOrderReply } from '@shop/shared/orders';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerApi } from '@shop/shared/customer-paths';

export type PlaceOrderRequest = { body: PlaceOrderInput; idempotencyKey: string; signedIn: boolean };

/**
 * POST /api/auth/orders (signed in) or /api/auth/guest-orders (guest), with the attempt's
 * Idempotency-Key: a repeat answers the same order. 409 names a line that is short of stock.
 */
export function placeOrder({ body, idempotencyKey, signedIn }: PlaceOrderRequest): Promise<PlaceOrderReply> {
  return apiRequest<PlaceOrderReply>(signedIn ? customerApi.orders : customerApi.guestOrders, {
    method: 'POST',
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}
