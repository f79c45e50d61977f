import type { Cart } from '@shop/shared/cart';
import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /api/auth/cart — empties the cart. */
export function clearServerCart(): Promise<Cart> {
  return apiRequest<Cart>('/api/auth/cart', { method: 'DELETE' });
}
