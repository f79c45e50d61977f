import type { Cart } from '@shop/shared/cart';
import { apiRequest } from '../../../lib/api-client.ts';
import { api } from '@shop/shared/paths';

/** PUT /api/auth/cart/{id} — sets a line's quantity (0 or less removes it); 409 past 10 or stock. */
export function updateCartItem(lineId: string, quantity: number): Promise<Cart> {
  return apiRequest<Cart>(api.cartLine(lineId), { method: 'PUT', body: { quantity } });
}
