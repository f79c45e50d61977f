import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, PlaceOrderReply } from '@shop/shared/orders';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person } from '../../../test/support/people.ts';
import { newKey, request } from '../../../test/support/request.ts';
import { addProducts } from '../../../test/support/catalog.ts';
import { billing } from '../../../test/support/orders.ts';

/** Private order pages (docs/decisions/038): the number alone never shows who bought. */
describe('guest order pages', () => {
  let shop: TestShop;
  let placed: PlaceOrderReply;
  const get = (orderId: string, headers: Record<string, string> = {}, token?: string) =>
    request(shop, { method: 'GET', url: `/api/auth/guest-orders/${orderId}`, headers, token });

  beforeAll(async () => {
    shop = await createTestShop();
    const [tee] = await addProducts(shop.database.db, [
      { itemName: 'Secret Tee', price: 20_000, variants: [{ color: 'Black', sizes: { M: 5 } }] },
    ]);
    const key = newKey();
    const payload = {
      cartItems: [{ productId: tee, color: 'Black', size: 'M', quantity: 1 }],
      billingDetails: { ...billing, email: 'mya@example.com', phone: '09771234567' },
      paymentMethod: 'cod',
    };
    const res = await request(shop, { method: 'POST', url: '/api/auth/guest-orders', key, payload });
    expect(res.statusCode, res.body).toBe(201);
    placed = res.json<PlaceOrderReply>();
    // A repeat of the checkout (same Idempotency-Key) answers the same key.
    const again = await request(shop, { method: 'POST', url: '/api/auth/guest-orders', key, payload });
    expect(again.statusCode).toBe(200);
    expect(again.json<PlaceOrderReply>().accessKey).toBe(placed.accessKey);
  });
  afterAll(() => shop.close());

  it('shows status, items, totals and the township by the number alone, the person masked', async () => {
    const res = await get(placed.orderId);
    expect(res.statusCode).toBe(200);
    const order = res.json<Order>();
    expect(order).toMatchObject({
      orderId: placed.orderId,
      status: 'pending',
      total: placed.order.total,
      items: placed.order.items,
      detailsHidden: true,
      shippingAddress: {
        name: 'A•••',
        phone: '09•••••4567',
        email: 'm•••@example.com',
        fullAddress: '•••',
        deliveryNotes: '',
        township: placed.order.shippingAddress.township,
      },
      guestEmail: 'm•••@example.com',
    });
    expect(res.body).not.toContain('Baho Road');
    expect(res.body).not.toContain('09771234567');
    expect(res.body).not.toContain('Aung Aung');
    expect(order.accessKey).toBeUndefined();
  });

  it('shows everything with the key the placing browser kept, and to an admin; never for a wrong key', async () => {
    const own = await get(placed.orderId, { 'x-order-key': placed.accessKey! });
    expect(own.json<Order>()).toEqual(placed.order);
    const wrong = await get(placed.orderId, { 'x-order-key': `${placed.accessKey!.slice(0, -1)}x` });
    expect(wrong.json<Order>().detailsHidden).toBe(true);
    const admin = await person(shop, { role: 'admin' });
    expect((await get(placed.orderId, {}, admin.token)).json<Order>()).toEqual(placed.order);
    const customer = await person(shop);
    expect((await get(placed.orderId, {}, customer.token)).json<Order>().detailsHidden).toBe(true);
  });

  it("gives the key after Track Order's check (phone in any spelling), which then opens the details", async () => {
    const tracked = await request(shop, {
      method: 'POST',
      url: '/api/auth/guest-orders/track',
      payload: { orderId: placed.orderId, contact: '+95 9 771 234 567' },
    });
    expect(tracked.statusCode).toBe(200);
    const order = tracked.json<Order>();
    expect(order.shippingAddress.fullAddress).toBe(billing.fullAddress);
    expect(order.accessKey).toBe(placed.accessKey);
    expect(
      (await get(placed.orderId, { 'x-order-key': order.accessKey! })).json<Order>().detailsHidden,
    ).toBeUndefined();
  });
});
