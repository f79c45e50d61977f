import type { Cart } from '@shop/shared/cart';
import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /api/auth/cart/{id} — removes one line. */
export function removeCartItem(lineId: string): Promise<Cart> {
  return apiRequest<Cart>(`/api/auth/cart/${encodeURIComponent(lineId)}`, { method: 'DELETE' });
}
