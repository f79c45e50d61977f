import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order, PlaceOrderReply } from '@shop/shared/orders';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { newKey, request } from '../../../test/support/request.ts';
import { addProducts } from '../../../test/support/catalog.ts';
import { billing } from '../../../test/support/orders.ts';

describe('guest orders, tracking and the confirmation mail', () => {
  let shop: TestShop;
  let order: PlaceOrderReply['order'];
  let accessKey: string;

  beforeEach(async () => {
    shop = await createTestShop();
    const [tee] = await addProducts(shop.database.db, [
      { itemName: 'Logo <Tee>', price: 25_000, variants: [{ color: 'Red', sizes: { S: 20 } }] },
    ]);
    const res = await request(shop, {
      method: 'POST',
      url: '/api/auth/guest-orders',
      key: newKey(),
      payload: {
        cartItems: [{ productId: tee, color: 'Red', size: 'S', quantity: 2 }],
        billingDetails: { ...billing, email: 'Guest@Example.com', region: 'mandalay', city: 'mandalay' },
        paymentMethod: 'cod',
        isGuest: true,
      },
    });
    order = res.json<PlaceOrderReply>().order;
    accessKey = res.json<PlaceOrderReply>().accessKey!;
  });
  afterEach(() => shop.close());

  it('mails the confirmation with the order id, the total in MMK and a link to the order', async () => {
    const mail = await shop.mail.waitFor((m) => m.to.includes('guest@example.com'));
    expect(mail.subject).toBe(`Order confirmed: ${order.orderId}`);
    expect(mail.text).toContain(order.orderId);
    expect(mail.text).toContain('2 × Logo <Tee> (Red, S) — 50,000 MMK');
    expect(mail.text).toContain('Shipping: 5,000 MMK');
    expect(mail.text).toContain('Total: 55,000 MMK');
    expect(mail.text).toContain(`${billing.township}, Mandalay, Mandalay Region`);
    expect(mail.text).toContain('Estimated delivery: 2–4 days after dispatch');
    expect(mail.text).toContain(`http://shop.test/order-success/${order.orderId}`);
    expect(mail.html).toContain('55,000 MMK');
    expect(mail.html).toContain('Logo &lt;Tee&gt;');
    expect(mail.html).toContain(`href="http://shop.test/order-success/${order.orderId}"`);
  });

  it("tells the owner (SHOP_EMAIL) of the new order: lines, total, who to call, and the order's admin page", async () => {
    const mail = await shop.mail.waitFor((m) => m.to.includes(shop.config.shopEmail));
    expect(mail.subject).toBe(`New order ${order.orderId}: ${billing.township} · collect 55,000 MMK`);
    expect(mail.text).toContain('2 × Logo <Tee> (Red, S) — 50,000 MMK');
    expect(mail.text).toContain('Total: 55,000 MMK (Cash on delivery)');
    expect(mail.text).toContain(`Customer: ${billing.name} · ${order.shippingAddress.phone} · guest@example.com`);
    expect(mail.text).toContain(`http://shop.test/admin/order/${order.orderId}`);
    expect(mail.text).toContain(`${billing.township}, Mandalay, Mandalay Region`);
    expect(mail.html).toContain(`href="tel:${order.shippingAddress.phone}"`);
    expect(mail.html).toContain('Logo &lt;Tee&gt;');
  });

  it('opens a guest order by its id, in any case, and nothing for an unknown or malformed id', async () => {
    const byId = await request(shop, {
      method: 'GET',
      url: `/api/auth/guest-orders/${order.orderId}`,
      headers: { 'x-order-key': accessKey },
    });
    expect(byId.statusCode).toBe(200);
    expect(byId.json<Order>()).toEqual(order);
    const typed = await request(shop, { method: 'GET', url: `/api/auth/guest-orders/${order.orderId.toLowerCase()}` });
    expect(typed.json<Order>().orderId).toBe(order.orderId);
    for (const id of ['ORD-0000-0000-0000', 'nonsense', "1' or '1'='1"]) {
      const res = await request(shop, { method: 'GET', url: `/api/auth/guest-orders/${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Order not found', code: 'NOT_FOUND' });
    }
  });

  it('tracks an order only with its id and the email or phone it was placed with', async () => {
    const track = (orderId: string, contact: string) =>
      request(shop, { method: 'POST', url: '/api/auth/guest-orders/track', payload: { orderId, contact } });
    for (const contact of ['guest@example.com', 'GUEST@example.com', '09450012345', '+95 9 4500 12345']) {
      const res = await track(order.orderId, contact);
      expect(res.statusCode, contact).toBe(200);
      expect(res.json<Order>().orderId).toBe(order.orderId);
    }
    for (const [id, contact] of [
      [order.orderId, 'someone@example.com'],
      [order.orderId, '09450099999'],
      ['ORD-0000-0000-0000', 'guest@example.com'],
    ] as const) {
      const res = await track(id, contact);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Order not found', code: 'NOT_FOUND' });
    }
    expect(
      (await request(shop, { method: 'POST', url: '/api/auth/guest-orders/track', payload: { contact: 'x' } }))
        .statusCode,
    ).toBe(400);
  });

  it('does not list orders by email', async () => {
    const res = await request(shop, { method: 'GET', url: '/api/auth/orders?email=guest@example.com' });
    expect(res.statusCode).toBe(401);
  });
});

describe('when the confirmation mail cannot be sent', () => {
  it('still places the order', async () => {
    const shop = await createTestShop({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const [tee] = await addProducts(shop.database.db, [
        { itemName: 'Tee', variants: [{ color: 'Red', sizes: { S: 2 } }] },
      ]);
      const res = await request(shop, {
        method: 'POST',
        url: '/api/auth/guest-orders',
        key: newKey(),
        payload: {
          cartItems: [{ productId: tee, color: 'Red', size: 'S', quantity: 1 }],
          billingDetails: billing,
          paymentMethod: 'cod',
        },
      });
      expect(res.statusCode).toBe(201);
      const orderId = res.json<PlaceOrderReply>().orderId;
      expect((await request(shop, { method: 'GET', url: `/api/auth/guest-orders/${orderId}` })).statusCode).toBe(200);
    } finally {
      await shop.close();
    }
  });
});
