import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { normalizePhone } from '@shop/shared/phone-rules';
import { users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { signSession } from '../../src/lib/tokens.ts';
import { request } from './request.ts';
import type { TestShop } from './shop.ts';

export type Role = 'customer' | 'admin';

export type PersonOptions = {
  role?: Role;
  name?: string;
  email?: string;
  password?: string;
  /** Any spelling: stored as sign-up stores it (09…). */
  phone?: string;
  verified?: boolean;
  language?: 'en' | 'my';
};

export type Person = {
  id: string;
  role: Role;
  name: string;
  email: string;
  password: string;
  phone: string | null;
  token: string;
};

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/** scrypt is slow on purpose: a test file hashes each password once and reuses it for every person. */
const hashes = new Map<string, Promise<string>>();
function hashOf(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

/**
 * The one way to make a person: a customer (or, with `role: 'admin'`, an admin) written straight
 * into the shop's database with a password that signs in through the API, and a session token
 * signed as sign-in signs it. Unverified, reading English, unless told otherwise.
 */
export async function person(shop: TestShop, options: PersonOptions = {}): Promise<Person> {
  const role = options.role ?? 'customer';
  const name = options.name ?? (role === 'admin' ? 'Shop Admin' : 'Aung Aung');
  const email = options.email ?? uniqueEmail(role);
  const password = options.password ?? 'secret123';
  const phone = options.phone === undefined ? null : normalizePhone(options.phone);
  if (options.phone !== undefined && !phone) throw new Error(`not a phone number: ${options.phone}`);
  const [row] = await shop.database.db
    .insert(users)
    .values({
      email,
      name,
      phone,
      type: role === 'admin' ? 'admin' : 'user',
      passwordHash: await hashOf(password),
      verified: options.verified ?? false,
      language: options.language ?? 'en',
    })
    .returning({ id: users.id });
  const id = row!.id;
  const token = await signSession(shop.config.jwtSecret!, { userId: id, tokenVersion: 0 });
  return { id, role, name, email, password, phone, token };
}

/** Signs in through the API (POST /api/auth/login) and answers the new session's token. */
export async function signIn(shop: TestShop, email: string, password: string): Promise<string> {
  const res = await request(shop, { method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

/** A token of the right shape for `userId`, signed with the shop's secret, that expired an hour ago. */
export function expiredToken(shop: TestShop, userId: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(new TextEncoder().encode(shop.config.jwtSecret!));
}

/** A well-formed, unexpired token for `userId` signed with a secret this shop never had. */
export function foreignToken(userId: string): Promise<string> {
  return signSession(`another-shop-${randomUUID()}-${randomUUID()}`, { userId, tokenVersion: 0 });
}
