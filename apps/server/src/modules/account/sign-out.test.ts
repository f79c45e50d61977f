import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person, signIn } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';

describe('sessions: sign-out, expiry, caching', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(() => shop.close());

  it('ends the session on the server: the token signed out with is refused afterwards', async () => {
    const user = await person(shop);
    const out = await request(shop, { method: 'POST', url: '/api/auth/logout', token: user.token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logged out' });
    const after = await request(shop, { method: 'GET', url: '/api/auth/me', token: user.token });
    expect(after.statusCode).toBe(401);
    // Signing in again starts a new session that works.
    const fresh = await signIn(shop, user.email, user.password);
    expect((await request(shop, { method: 'GET', url: '/api/auth/me', token: fresh })).statusCode).toBe(200);
    expect((await request(shop, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });

  it('refuses a token of ours that carries no expiry', async () => {
    const user = await person(shop);
    const forever = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt()
      .sign(new TextEncoder().encode(shop.config.jwtSecret!));
    const res = await request(shop, { method: 'GET', url: '/api/auth/me', token: forever });
    expect(res.statusCode).toBe(401);
  });

  it('keeps account and sign-in answers out of every cache', async () => {
    const user = await person(shop);
    const login = await request(shop, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/auth/me', '/api/auth/addresses', '/api/favorites']) {
      const res = await request(shop, { method: 'GET', url, token: user.token });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});
