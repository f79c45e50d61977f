import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { newKey, request } from '../../../test/support/request.ts';
import { addProducts } from '../../../test/support/catalog.ts';
import { billing, orderCount } from '../../../test/support/orders.ts';

/** Phone first (docs/decisions/038): a guest orders with name, phone and place, no email. */
describe('orders without an email', () => {
  let shop: TestShop;
  let productId: string;
  beforeAll(async () => {
    shop = await createTestShop({ SHOP_EMAIL: 'owner@shop.test', GUEST_ORDERS_PER_CONTACT: '2' });
    [productId] = (await addProducts(shop.database.db, [
      { itemName: 'Phone Tee', variants: [{ color: 'Black', sizes: { M: 100 } }] },
    ])) as [string];
  });
  afterAll(() => shop.close());

  const { email: _email, ...noEmail } = billing;
  const phone = () => `09 450 ${String(randomInt(1_000_000)).padStart(6, '0')}`;
  const order = (details: Record<string, unknown>, remoteAddress?: string) =>
    request(shop, {
      method: 'POST',
      url: '/api/auth/guest-orders',
      key: newKey(),
      ...(remoteAddress ? { remoteAddress } : {}),
      payload: {
        cartItems: [{ productId, color: 'Black', size: 'M', quantity: 1 }],
        billingDetails: details,
        paymentMethod: 'cod',
      },
    });

  it('places the order, mails only the owner, and Track Order finds it by the phone in any spelling', async () => {
    const typed = phone();
    const res = await order({ ...noEmail, phone: typed });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json();
    expect(placed.order.shippingAddress.email).toBe('');
    expect(placed.order.guestEmail).toBeNull();
    const canonical = typed.replace(/\s/g, '');
    expect(placed.order.shippingAddress.phone).toBe(canonical);

    const notice = await shop.mail.waitFor((m) => m.to.includes('owner@shop.test') && m.text.includes(placed.orderId));
    expect(notice.text).toContain(canonical);
    expect(shop.mail.received.filter((m) => !m.to.includes('owner@shop.test'))).toEqual([]);

    const digits = canonical.slice(1);
    const myanmar = canonical.replace(/\d/g, (d) => String.fromCharCode(0x1040 + Number(d)));
    for (const spelling of [`+95 ${digits}`, `95-${digits}`, myanmar, canonical]) {
      const tracked = await request(shop, {
        method: 'POST',
        url: '/api/auth/guest-orders/track',
        payload: { orderId: placed.orderId.toLowerCase(), contact: spelling },
      });
      expect(tracked.statusCode, spelling).toBe(200);
      expect(tracked.json().orderId).toBe(placed.orderId);
    }
    // An empty email on the order is never a match for anything typed with an @.
    const byEmail = await request(shop, {
      method: 'POST',
      url: '/api/auth/guest-orders/track',
      payload: { orderId: placed.orderId, contact: '@' },
    });
    expect(byEmail.statusCode).toBe(404);
  });

  it('still limits such orders per phone; buyers without email do not share one count', async () => {
    const same = { ...noEmail, phone: phone() };
    expect((await order(same, '203.0.113.7')).statusCode).toBe(201);
    expect((await order(same, '203.0.113.8')).statusCode).toBe(201);
    const before = await orderCount(shop);
    const refused = await order(same, '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(await orderCount(shop)).toBe(before);
    // Another phone, also without email, still orders.
    expect((await order({ ...noEmail, phone: phone() }, '203.0.113.10')).statusCode).toBe(201);
  });

  it('refuses a bad email and a number that is not a Myanmar mobile with the field named', async () => {
    const badEmail = await order({ ...noEmail, phone: phone(), email: 'aung@' });
    expect(badEmail.json()).toEqual({
      message: 'Please enter a valid email address',
      code: 'VALIDATION',
      field: 'billingDetails.email',
    });
    const badPhone = await order({ ...noEmail, phone: '0912' });
    expect(badPhone.json()).toEqual({
      message: 'Please enter a valid Myanmar mobile number (09…)',
      code: 'VALIDATION',
      field: 'billingDetails.phone',
    });
  });
});
