import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/shop.ts';
import { addProducts } from '../support/catalog.ts';
import { placeOrder } from '../support/orders.ts';
import { person } from '../support/people.ts';
import { request } from '../support/request.ts';

/**
 * Which API answers a browser or proxy may keep: none about a person (account, cart, orders and
 * their payment, favourites), nor the payment methods checkout offers, nor any admin answer, good
 * or refused; the catalogue's own (ETag, revalidated), and answers that say nothing.
 */
describe('cache-control of the API answers', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(() => shop.close());

  it('keeps personal, checkout and admin answers out of every cache, and leaves the others as they are', async () => {
    const boss = await person(shop, { role: 'admin' });
    const someone = await person(shop);
    const [tee] = await addProducts(shop.database.db, [
      { itemName: 'Cache Tee', variants: [{ color: 'Black', sizes: { M: 5 } }] },
    ]);
    const orderId = await placeOrder(shop, [{ productId: tee!, color: 'Black', size: 'M', quantity: 1 }]);
    const NO_STORE = 'no-store';
    const CATALOGUE = 'public, max-age=0, must-revalidate';
    const cases: [string, Parameters<typeof request>[1], number, string | undefined][] = [
      ['payment methods', { method: 'GET', url: '/api/payment-methods' }, 200, NO_STORE],
      ['cart', { method: 'GET', url: '/api/auth/cart', token: someone.token }, 200, NO_STORE],
      ['cart, signed out', { method: 'GET', url: '/api/auth/cart' }, 401, NO_STORE],
      [
        'cart add, no body',
        { method: 'POST', url: '/api/auth/cart/add', payload: {}, token: someone.token },
        400,
        NO_STORE,
      ],
      ['my orders', { method: 'GET', url: '/api/auth/orders', token: someone.token }, 200, NO_STORE],
      ['my orders, signed out', { method: 'GET', url: '/api/auth/orders' }, 401, NO_STORE],
      ['guest order', { method: 'GET', url: `/api/auth/guest-orders/${orderId}` }, 200, NO_STORE],
      ['unknown guest order', { method: 'GET', url: '/api/auth/guest-orders/ORD-0000' }, 404, NO_STORE],
      ['track, no body', { method: 'POST', url: '/api/auth/guest-orders/track', payload: {} }, 400, NO_STORE],
      ['order payment', { method: 'GET', url: `/api/auth/guest-orders/${orderId}/payment` }, 200, NO_STORE],
      ['favourites', { method: 'GET', url: '/api/favorites', token: someone.token }, 200, NO_STORE],
      ['admin orders', { method: 'GET', url: '/api/admin/orders', token: boss.token }, 200, NO_STORE],
      ['admin orders, signed out', { method: 'GET', url: '/api/admin/orders' }, 401, NO_STORE],
      ['admin orders, a customer', { method: 'GET', url: '/api/admin/orders', token: someone.token }, 403, NO_STORE],
      ['admin orders CSV', { method: 'GET', url: '/api/admin/orders/export.csv', token: boss.token }, 200, NO_STORE],
      ['admin customers', { method: 'GET', url: '/api/admin/customers', token: boss.token }, 200, NO_STORE],
      [
        'admin new product, no body',
        { method: 'POST', url: '/api/auth/products', payload: {}, token: boss.token },
        400,
        NO_STORE,
      ],
      ['catalogue', { method: 'GET', url: '/api/products' }, 200, CATALOGUE],
      ['catalogue under /auth', { method: 'GET', url: '/api/auth/products' }, 200, CATALOGUE],
      ['unknown product', { method: 'GET', url: '/api/products/00000000-0000-4000-8000-000000000000' }, 404, NO_STORE],
      ['delivery zones', { method: 'GET', url: '/api/delivery-zones' }, 200, 'public, no-cache'],
      ['contact, no body', { method: 'POST', url: '/api/contact', payload: {} }, 400, undefined],
      ['health', { method: 'GET', url: '/api/health' }, 200, undefined],
      ['no such API', { method: 'GET', url: '/api/nothing-here' }, 404, undefined],
    ];
    for (const [what, options, status, cacheControl] of cases) {
      const res = await request(shop, options);
      expect(res.statusCode, what).toBe(status);
      expect(res.headers['cache-control'], what).toBe(cacheControl);
    }
  });
});
