import type { Cart } from '@shop/shared/cart';
import { apiRequest } from '../../../lib/api-client.ts';
import { api } from '@shop/shared/paths';

/** DELETE /api/auth/cart — empties the cart. */
export function clearServerCart(): Promise<Cart> {
  return apiRequest<Cart>(api.cart, { method: 'DELETE' });
}
