import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalog';
import { NUL_REFUSED } from '@shop/shared/text';
import { createTestShop, type TestShop } from '../support/shop.ts';
import { person } from '../support/people.ts';
import { newKey, request } from '../support/request.ts';
import { addProducts } from '../support/catalog.ts';
import { billing } from '../support/orders.ts';

const NUL = '\u0000';

/**
 * A NUL byte (U+0000) in any string a client sends is refused by the shared schemas with a 400
 * naming the field, before anything reaches PostgreSQL (whose text cannot hold it): never a 500.
 * Each request here is valid but for the one NUL, so the refusal can only come from that.
 */
describe('a NUL byte in any string', () => {
  let shop: TestShop;
  let productId: string;
  let customer: string;
  let adminToken: string;
  let product: Product;

  beforeAll(async () => {
    shop = await createTestShop();
    [productId] = (await addProducts(shop.database.db, [
      { itemName: 'Street Hoodie', variants: [{ color: 'Black', sizes: { M: 5 } }] },
    ])) as [string];
    customer = (await person(shop)).token;
    adminToken = (await person(shop, { role: 'admin' })).token;
    product = (await shop.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json<Product>();
  });
  afterAll(() => shop.close());

  const line = () => ({ productId, color: 'Black', size: 'M', quantity: 1 });
  const address = {
    name: 'Aung',
    email: 'a@example.com',
    phone: '09450000009',
    township: 'Kamayut',
    fullAddress: 'No. 1',
  };
  const cases = (): [
    string,
    { method: 'GET' | 'POST' | 'PUT'; url: string; token?: string; payload?: object; headers?: Record<string, string> },
  ][] => [
    [
      'sign-up',
      {
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: `Su${NUL}`, email: 'su@example.com', password: 'abc12345' },
      },
    ],
    [
      'sign-in',
      { method: 'POST', url: '/api/auth/login', payload: { email: `su${NUL}@example.com`, password: 'abc12345' } },
    ],
    [
      'forgot password',
      { method: 'POST', url: '/api/auth/forgot-password', payload: { email: `su@exa${NUL}mple.com` } },
    ],
    [
      'reset password',
      {
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { userId: `u${NUL}`, resetToken: 'x', newPassword: 'abc12345' },
      },
    ],
    [
      'contact form',
      {
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Ma Ma', email: 'mama@example.com', subject: 'Hi', message: `Bago?${NUL}` },
      },
    ],
    [
      'guest order',
      {
        method: 'POST',
        url: '/api/auth/guest-orders',
        headers: { 'idempotency-key': newKey() },
        payload: {
          cartItems: [line()],
          billingDetails: { ...billing, fullAddress: `No. 12${NUL}` },
          paymentMethod: 'cod',
          isGuest: true,
        },
      },
    ],
    [
      'order tracking',
      {
        method: 'POST',
        url: '/api/auth/guest-orders/track',
        payload: { orderId: `ORD-1${NUL}`, contact: 'a@example.com' },
      },
    ],
    ['catalogue search', { method: 'GET', url: '/api/products?q=hood%00ie' }],
    ['one product', { method: 'GET', url: '/api/products/abc%00def' }],
    [
      'cart',
      { method: 'POST', url: '/api/auth/cart/add', token: customer, payload: { ...line(), color: `Black${NUL}` } },
    ],
    [
      'favourites',
      { method: 'POST', url: '/api/favorites/toggle', token: customer, payload: { productId: `${productId}${NUL}` } },
    ],
    [
      'profile',
      {
        method: 'PUT',
        url: '/api/auth/profile',
        token: customer,
        payload: { name: `Aung${NUL}`, displayName: 'A', phone: '09450000002' },
      },
    ],
    [
      'password change',
      {
        method: 'PUT',
        url: '/api/auth/change-password',
        token: customer,
        payload: { currentPassword: `x${NUL}`, newPassword: 'abc12345' },
      },
    ],
    [
      'address',
      {
        method: 'POST',
        url: '/api/auth/save-address',
        token: customer,
        payload: { ...address, fullAddress: `No. 1${NUL}` },
      },
    ],
    [
      'admin product edit',
      {
        method: 'PUT',
        url: `/api/admin/products/${productId}`,
        token: adminToken,
        payload: {
          itemName: `Hoodie${NUL}`,
          price: product.price,
          mainCategory: product.mainCategory,
          gender: product.gender,
          subCategory: product.subCategory,
          details: '',
          variants: product.variants,
        },
      },
    ],
    ['admin order search', { method: 'GET', url: '/api/admin/orders?search=ORD%00', token: adminToken }],
  ];

  it('is a 400 naming the field on every kind of endpoint, public ones included', async () => {
    const list = cases();
    expect(list).toHaveLength(16);
    for (const [name, c] of list) {
      const res = await request(shop, {
        method: c.method,
        url: c.url,
        headers: c.headers,
        token: c.token,
        ...(c.payload ? { payload: c.payload } : {}),
      });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json<{ message: string }>().message, name).toBe(NUL_REFUSED);
    }
  });
});
