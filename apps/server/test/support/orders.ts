import { sql } from 'drizzle-orm';
import type { Size } from '@shop/shared/catalog';
import { newKey, request } from './request.ts';
import type { TestShop } from './shop.ts';

/** Checkout's billing details, valid everywhere (a Yangon township with a fee). */
export const billing = {
  name: 'Aung Aung',
  email: 'aung@example.com',
  phone: '09 4500 12345',
  region: 'yangon',
  city: 'yangon',
  township: 'Kamayut',
  fullAddress: 'No. 12, Baho Road',
  orderNotes: 'Call before coming',
};

export type OrderLine = { productId: string; color: string; size: string; quantity: number };

/**
 * A COD order of `lines` through checkout (a guest's, or the signed-in person's of `token`), with
 * `details` over the usual billing details; answers its id.
 */
export async function placeOrder(
  shop: TestShop,
  lines: readonly OrderLine[],
  token?: string,
  details: Partial<Record<keyof typeof billing, string>> = {},
): Promise<string> {
  const res = await request(shop, {
    method: 'POST',
    url: token ? '/api/auth/orders' : '/api/auth/guest-orders',
    payload: { cartItems: lines, billingDetails: { ...billing, ...details }, paymentMethod: 'cod', isGuest: !token },
    key: newKey(),
    token,
  });
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return res.json<{ orderId: string }>().orderId;
}

export async function orderCount(shop: TestShop): Promise<number> {
  const { rows } = await shop.database.db.execute<{ n: number }>(sql`select count(*)::int as n from orders`);
  return Number(rows[0]!.n);
}

/** Units of a product in one size across every order written (what was sold). */
export async function soldOf(shop: TestShop, productId: string, size: Size): Promise<number> {
  const { rows } = await shop.database.db.execute<{ n: number }>(
    sql`select coalesce(sum(quantity), 0)::int as n from order_items where product_id = ${productId} and size = ${size}`,
  );
  return Number(rows[0]!.n);
}
