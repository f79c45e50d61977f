import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { users } from '../db/schema/index.ts';
import { ensureAdmin } from '../seed/index.ts';
import { createTestShop, type TestShop } from '../../test/support/shop.ts';
import { expiredToken, foreignToken, person, signIn } from '../../test/support/people.ts';
import { request } from '../../test/support/request.ts';
import { signedInUser } from './auth.ts';

describe('requireUser / requireAdmin', () => {
  let shop: TestShop;
  let app: App;
  beforeAll(async () => {
    shop = await createTestShop({ ADMIN_EMAIL: 'boss@shop.test', ADMIN_PASSWORD: 'boss12345' });
    await ensureAdmin(shop.database.db, shop.config, shop.app.log);
    // A second app on the same database with two test-only routes behind the guards.
    app = await buildApp(shop.config, shop.database.db, { logger: false });
    app.get('/test/admin-only', { onRequest: app.requireAdmin }, async (request) => ({
      id: signedInUser(request).id,
    }));
    app.get('/test/user-only', { onRequest: app.requireUser }, async (request) => signedInUser(request));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await shop.close();
  });

  const get = (url: string, token?: string) => request({ app }, { method: 'GET', url, token });

  it('refuses a request without a token with 401', async () => {
    for (const url of ['/test/admin-only', '/test/user-only']) {
      const res = await get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please log in to continue', code: 'UNAUTHORIZED' });
    }
  });

  it('refuses a customer on admin routes with 403, and lets the admin in', async () => {
    const shopper = await person(shop);
    const forbidden = await get('/test/admin-only', shopper.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'Admin access required', code: 'FORBIDDEN' });
    expect((await get('/test/user-only', shopper.token)).json()).toEqual({ id: shopper.id, type: 'user' });
    const admin = await signIn(shop, 'boss@shop.test', 'boss12345');
    expect((await get('/test/admin-only', admin)).statusCode).toBe(200);
  });

  it('reads the role from the database, not from the token', async () => {
    const admin = await signIn(shop, 'boss@shop.test', 'boss12345');
    await shop.database.db.update(users).set({ type: 'user' }).where(eq(users.email, 'boss@shop.test'));
    expect((await get('/test/admin-only', admin)).statusCode).toBe(403);
    await shop.database.db.update(users).set({ type: 'admin' }).where(eq(users.email, 'boss@shop.test'));
    expect((await get('/test/admin-only', admin)).statusCode).toBe(200);
  });

  it('refuses forged, expired, garbled and deleted-user tokens with 401', async () => {
    const shopper = await person(shop);
    const forged = await foreignToken(shopper.id);
    const expired = await expiredToken(shop, shopper.id);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: shopper.id, ver: 0 }),
    ).toString('base64url')}.`;
    for (const token of [forged, expired, unsigned, 'garbage']) {
      const res = await get('/test/user-only', token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please log in again', code: 'UNAUTHORIZED' });
    }
    expect((await get('/test/user-only', shopper.token)).statusCode).toBe(200);
    await shop.database.db.delete(users).where(eq(users.id, shopper.id));
    expect((await get('/test/user-only', shopper.token)).statusCode).toBe(401);
  });
});
