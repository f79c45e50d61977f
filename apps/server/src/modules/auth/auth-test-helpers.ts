import { randomInt, randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { TestShop } from '../../../test/app.ts';

/** Test-only helpers: sign people up and in through the real API. */

/** A different client address per call, so per-address limits only bite where a test wants them. */
export const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

export async function call(shop: TestShop, options: InjectOptions & { token?: string }) {
  const { token, headers, ...rest } = options;
  return shop.app.inject({
    remoteAddress: someAddress(),
    ...rest,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

export async function signUp(shop: TestShop, overrides: Record<string, unknown> = {}) {
  const body = { name: 'Aung Aung', email: uniqueEmail(), password: 'secret123', ...overrides };
  const res = await call(shop, { method: 'POST', url: '/api/auth/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { ...body, id: res.json<{ user: { _id: string } }>().user._id };
}

export async function signIn(shop: TestShop, email: string, password: string): Promise<string> {
  const res = await call(shop, { method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

/** A new customer and their token. */
export async function customer(shop: TestShop, overrides: Record<string, unknown> = {}) {
  const user = await signUp(shop, overrides);
  return { ...user, token: await signIn(shop, user.email, user.password) };
}

/** The first link in a mail's text. */
export function linkIn(text: string): string {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error('no link in the mail');
  return link;
}
