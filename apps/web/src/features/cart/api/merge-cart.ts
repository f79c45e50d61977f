import type { Cart, GuestCartLine } from '@shop/shared/cart';
import { apiRequest } from '../../../lib/api-client.ts';
import { api } from '@shop/shared/paths';

/**
 * POST /api/auth/cart/merge — adds the guest cart to the server cart on sign-in (capped at 10 and
 * at stock). The key makes a retry (lost answer, a second tab) add nothing twice.
 */
export function mergeCart(items: GuestCartLine[], idempotencyKey: string): Promise<Cart> {
  return apiRequest<Cart>(api.cartMerge, {
    method: 'POST',
    body: { items },
    headers: { 'idempotency-key': idempotencyKey },
  });
}
