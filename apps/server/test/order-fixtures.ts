import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Size } from '@shop/shared/catalog';
import { productVariants, users, variantStock } from '../src/db/schema/index.ts';
import { signSession } from '../src/lib/tokens.ts';
import type { TestShop } from './app.ts';

/** Test helpers for the cart and order tests: shoppers, requests, stock and order counts. */

/** A customer straight in the database, with a session token signed the way sign-in signs it. */
export async function shopper(shop: TestShop, name = 'Aung Aung') {
  const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
  const [row] = await shop.database.db.insert(users).values({ email, name }).returning({ id: users.id });
  const id = row!.id;
  const token = await signSession(shop.config.jwtSecret!, { userId: id, tokenVersion: 0 });
  return { id, email, token };
}

export function send(shop: TestShop, options: InjectOptions & { token?: string; key?: string }) {
  const { token, key, headers, ...rest } = options;
  return shop.app.inject({
    ...rest,
    headers: {
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });
}

export async function variantOf(shop: TestShop, productId: string, color: string): Promise<string> {
  const [row] = await shop.database.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.color, color)));
  return row!.id;
}

export async function stockOf(shop: TestShop, productId: string, color: string, size: Size): Promise<number> {
  const variantId = await variantOf(shop, productId, color);
  const [row] = await shop.database.db
    .select({ stock: variantStock.stock })
    .from(variantStock)
    .where(and(eq(variantStock.variantId, variantId), eq(variantStock.size, size)));
  return row!.stock;
}

export async function orderCount(shop: TestShop): Promise<number> {
  const { rows } = await shop.database.db.execute<{ n: number }>(sql`select count(*)::int as n from orders`);
  return Number(rows[0]!.n);
}

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

export const newKey = () => `key-${randomUUID()}`;

/** Units of a product in one size across every order written (what was sold). */
export async function soldOf(shop: TestShop, productId: string, size: Size): Promise<number> {
  const { rows } = await shop.database.db.execute<{ n: number }>(
    sql`select coalesce(sum(quantity), 0)::int as n from order_items where product_id = ${productId} and size = ${size}`,
  );
  return Number(rows[0]!.n);
}
