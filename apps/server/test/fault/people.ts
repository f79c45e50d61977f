import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { users } from '../../src/db/schema/index.ts';
import { signSession } from '../../src/lib/tokens.ts';
import type { TestShop } from '../app.ts';

/** People for the fault tests, written straight into the database with tokens signed as sign-in signs them. */
export async function person(shop: TestShop, type: 'user' | 'admin', name = 'Aung Aung') {
  const email = `${type}-${randomUUID().slice(0, 8)}@example.com`;
  const [row] = await shop.database.db.insert(users).values({ email, name, type }).returning({ id: users.id });
  const id = row!.id;
  const token = await signSession(shop.config.jwtSecret!, { userId: id, tokenVersion: 0 });
  return { id, email, name, token };
}

/** A token of the right shape for `userId`, signed with `secret`, that expired an hour ago. */
export function expiredToken(secret: string, userId: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(new TextEncoder().encode(secret));
}

/** A well-formed, unexpired token for `userId` signed with a secret this shop never had. */
export function foreignToken(userId: string): Promise<string> {
  return signSession(`another-shop-${randomUUID()}-${randomUUID()}`, { userId, tokenVersion: 0 });
}
