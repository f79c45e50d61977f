import type { AddCartItem, Cart } from '@shop/shared/cart';
import { apiRequest } from '../../../lib/api-client.ts';
import { api } from '@shop/shared/paths';

/** POST /api/auth/cart/add — adds to the line of the same product, colour and size; 409 past 10 or stock. */
export function addCartItem(input: AddCartItem): Promise<Cart> {
  return apiRequest<Cart>(api.cartAdd, { method: 'POST', body: input });
}
