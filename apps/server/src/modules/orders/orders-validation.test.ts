import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlaceOrderReply } from '@shop/shared/orders';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { newKey, request } from '../../../test/support/request.ts';
import { addProducts, stockOf } from '../../../test/support/catalog.ts';
import { billing, orderCount } from '../../../test/support/orders.ts';

describe('checkout validation', () => {
  let shop: TestShop;
  let tee: string;

  beforeEach(async () => {
    shop = await createTestShop();
    const ids = await addProducts(shop.database.db, [
      { itemName: 'Logo Tee', price: 20_000, variants: [{ color: 'Red', sizes: { S: 20 } }] },
    ]);
    tee = ids[0]!;
  });
  afterEach(() => shop.close());

  const body = (cartItems: object[], city = 'yangon', extra: object = {}) => ({
    cartItems,
    billingDetails: { ...billing, city },
    paymentMethod: 'cod',
    isGuest: true,
    ...extra,
  });
  const guestOrder = (payload: object, key: string | null = newKey()) =>
    request(shop, { method: 'POST', url: '/api/auth/guest-orders', payload, ...(key ? { key } : {}) });

  // The email is optional (phone first, docs/decisions/038): orders-phone-first.test.ts places orders without one.
  it.each([
    ['name', 'Name is required'],
    ['phone', 'Phone is required'],
    ['region', 'Region is required'],
    ['city', 'City is required'],
    ['township', 'Township is required'],
    ['fullAddress', 'Full address is required'],
  ])('refuses a blank or missing %s with "%s", writing nothing', async (field, message) => {
    const line = [{ productId: tee, color: 'Red', size: 'S', quantity: 1 }];
    for (const value of ['  ', undefined]) {
      const payload = body(line);
      payload.billingDetails = { ...payload.billingDetails, [field]: value };
      const res = await guestOrder(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code: 'VALIDATION', field: `billingDetails.${field}` });
    }
    expect(await orderCount(shop)).toBe(0);
    expect(await stockOf(shop, tee, 'Red', 'S')).toBe(20);
  });

  it('refuses a missing payment method, bad phone, unknown region or city, bad carts', async () => {
    const line = { productId: tee, color: 'Red', size: 'S', quantity: 1 };
    const cases: [object, string, string?][] = [
      [{ paymentMethod: undefined }, 'paymentMethod', 'Payment method is required'],
      [{ paymentMethod: '' }, 'paymentMethod', 'Payment method is required'],
      [{ paymentMethod: 'bitcoin' }, 'paymentMethod'],
      [{ billingDetails: { ...billing, phone: '12345' } }, 'billingDetails.phone'],
      [{ billingDetails: { ...billing, phone: '+44 20 7946 0958' } }, 'billingDetails.phone'],
      [{ billingDetails: { ...billing, region: 'mars' } }, 'billingDetails.region'],
      [{ billingDetails: { ...billing, city: 'paris' } }, 'billingDetails.city'],
      [{ billingDetails: { ...billing, email: 'aung@' } }, 'billingDetails.email'],
      [{ cartItems: [] }, 'cartItems'],
      [{ cartItems: Array.from({ length: 51 }, () => line) }, 'cartItems'],
      ...[0, -1, 11, 1.5, 'two', '11'].map((quantity): [object, string] => [
        { cartItems: [{ ...line, quantity }] },
        'cartItems.0.quantity',
      ]),
    ];
    for (const [change, field, message] of cases) {
      const res = await guestOrder({ ...body([line]), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', field, ...(message ? { message } : {}) });
    }
    expect(await orderCount(shop)).toBe(0);
  });

  it('accepts Myanmar numbers written as 09…, +959… or 959…', async () => {
    for (const phone of ['09450012345', '+959450012345', '959450012345']) {
      const payload = body([{ productId: tee, color: 'Red', size: 'S', quantity: 1 }]);
      payload.billingDetails = { ...payload.billingDetails, phone };
      const res = await guestOrder(payload);
      expect(res.json<PlaceOrderReply>().order.shippingAddress.phone).toBe('09450012345');
    }
  });

  it('refuses an Idempotency-Key that is sent but not 8 to 100 visible characters', async () => {
    const payload = body([{ productId: tee, color: 'Red', size: 'S', quantity: 1 }]);
    for (const key of ['short', 'x'.repeat(101), 'with space in it']) {
      const res = await guestOrder(payload, key);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        message: 'Idempotency-Key header must be 8 to 100 visible characters',
      });
    }
    expect(await orderCount(shop)).toBe(0);
  });
});
