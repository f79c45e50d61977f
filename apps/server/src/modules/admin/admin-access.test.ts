import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';

const someId = '00000000-0000-4000-8000-000000000000';
/** Every admin endpoint (issue 6 "Guard"). */
const endpoints = [
  ['POST', '/api/auth/products'],
  ['POST', '/api/auth/upload-images'],
  ['GET', '/api/admin/products'],
  ['GET', '/api/admin/products/stats'],
  ['GET', `/api/admin/products/${someId}`],
  ['PUT', `/api/admin/products/${someId}`],
  ['DELETE', `/api/admin/products/${someId}`],
  ['GET', '/api/admin/orders'],
  ['GET', '/api/admin/orders/ORD-0000-0000-0000'],
  ['PUT', '/api/admin/orders/ORD-0000-0000-0000/status'],
  ['GET', '/api/admin/customers'],
  ['GET', `/api/admin/customers/${someId}`],
  ['DELETE', `/api/admin/customers/${someId}`],
  ['GET', `/api/admin/customers/${someId}/orders`],
  ['GET', '/api/admin/messages'],
  ['PUT', `/api/admin/messages/${someId}/read`],
  ['GET', '/api/admin/dashboard'],
  ['GET', '/api/admin/audit'],
] as const;

describe('admin guard', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(() => shop.close());

  it('refuses every admin endpoint without a token (401) and with a customer token (403)', async () => {
    const customer = await person(shop);
    for (const [method, url] of endpoints) {
      const anonymous = await request(shop, { method, url, payload: method === 'GET' ? undefined : {} });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json().code).toBe('UNAUTHORIZED');
      const forbidden = await request(shop, {
        method,
        url,
        payload: method === 'GET' ? undefined : {},
        token: customer.token,
      });
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'Admin access required', code: 'FORBIDDEN' });
    }
  });

  it('lets an admin in, and answers unknown ids with 404 rather than 500', async () => {
    const { token } = await person(shop, { role: 'admin' });
    for (const [method, url] of endpoints.filter(([m]) => m !== 'POST')) {
      const res = await request(shop, {
        method,
        url,
        token,
        payload: url.endsWith('/status') ? { status: 'processing' } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect([200, 400, 404], `${method} ${url}`).toContain(res.statusCode);
    }
    expect((await request(shop, { method: 'GET', url: '/api/admin/products/not-an-id', token })).json()).toEqual({
      message: 'Product not found',
      code: 'NOT_FOUND',
    });
    expect((await request(shop, { method: 'GET', url: '/api/admin/customers/nope', token })).json()).toMatchObject({
      message: 'Customer Not Found',
    });
  });

  it('lets the admin read and change their own account through the account endpoints', async () => {
    const me = await person(shop, { role: 'admin' });
    const profile = await request(shop, {
      method: 'PUT',
      url: '/api/auth/profile',
      token: me.token,
      payload: { name: 'Boss', displayName: 'Boss', phone: '09421234567' },
    });
    expect(profile.statusCode).toBe(200);
    const read = await request(shop, { method: 'GET', url: '/api/auth/me', token: me.token });
    expect(read.json()).toMatchObject({ email: me.email, name: 'Boss', displayName: 'Boss' });
  });
});
