import type { Cart } from '@shop/shared/cart';
import { apiRequest } from '../../../lib/api-client.ts';
import { api } from '@shop/shared/paths';

/** DELETE /api/auth/cart/{id} — removes one line. */
export function removeCartItem(lineId: string): Promise<Cart> {
  return apiRequest<Cart>(api.cartLine(lineId), { method: 'DELETE' });
}
