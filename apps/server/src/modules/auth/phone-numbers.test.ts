import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderReply } from '@shop/shared/orders';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { newKey, request } from '../../../test/support/request.ts';
import { addProducts } from '../../../test/support/catalog.ts';
import { billing } from '../../../test/support/orders.ts';

/** One Myanmar number however it is typed: sign-up, sign-in, profile, address, checkout, tracking. */
describe('Myanmar phone numbers across the shop', () => {
  let shop: TestShop;
  let productId: string;
  beforeAll(async () => {
    shop = await createTestShop();
    [productId] = (await addProducts(shop.database.db, [
      { itemName: 'Tee', variants: [{ color: 'Black', sizes: { M: 9 } }] },
    ])) as [string];
  });
  afterAll(() => shop.close());

  const post = (url: string, payload: object, token?: string) =>
    request(shop, { method: 'POST', url, payload, ...(token ? { token } : {}) });

  it('signs up with Myanmar digits, stores 09…, signs in with +95 9…', async () => {
    const signUp = await post('/api/auth/register', {
      name: 'Aung',
      email: 'aung-phone@example.com',
      password: 'abc12345',
      phone: '၀၉ ၇၈၁ ၂၃၄ ၅၆၇',
    });
    expect(signUp.statusCode).toBe(201);
    expect(signUp.json().user.phone).toBe('09781234567');
    for (const identifier of ['+95 9 781 234 567', '959781234567', '09-781-234-567', '၀၉၇၈၁၂၃၄၅၆၇']) {
      const signIn = await post('/api/auth/login', { email: identifier, password: 'abc12345' });
      expect(signIn.statusCode, identifier).toBe(200);
    }
    const token = (await post('/api/auth/login', { email: '09781234567', password: 'abc12345' })).json().token;

    const profile = await request(shop, {
      method: 'PUT',
      url: '/api/auth/profile',
      token,
      payload: { name: 'Aung', displayName: 'Aung', phone: '+959 450 012 345' },
    });
    expect(profile.json().user.phone).toBe('09450012345');
    const address = await post(
      '/api/auth/save-address',
      {
        name: 'Aung',
        email: 'aung-phone@example.com',
        phone: '959-450-012-345',
        township: 'Kamayut',
        fullAddress: 'No. 1',
      },
      token,
    );
    expect(address.json().address.phone).toBe('09450012345');
  });

  it('refuses a number no Myanmar operator has with a clear 400', async () => {
    for (const phone of ['0977123456', '0912345678']) {
      const res = await post('/api/auth/register', {
        name: 'A',
        email: `${phone}@example.com`,
        password: 'abc12345',
        phone,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Please enter a valid Myanmar mobile number (09…)',
        code: 'VALIDATION',
        field: 'phone',
      });
    }
  });

  it('keeps a guest order’s phone as 09… and tracks it by any spelling', async () => {
    const placed = await request(shop, {
      method: 'POST',
      url: '/api/auth/guest-orders',
      key: newKey(),
      payload: {
        cartItems: [{ productId, color: 'Black', size: 'M', quantity: 1 }],
        billingDetails: { ...billing, phone: '+95 9 771 234 567' },
        paymentMethod: 'cod',
        isGuest: true,
      },
    });
    const { orderId, order } = placed.json<PlaceOrderReply>();
    expect(order.shippingAddress.phone).toBe('09771234567');
    for (const contact of ['၀၉၇၇၁၂၃၄၅၆၇', '959 771 234 567']) {
      const tracked = await post('/api/auth/guest-orders/track', { orderId, contact });
      expect(tracked.statusCode, contact).toBe(200);
    }
  });
});
