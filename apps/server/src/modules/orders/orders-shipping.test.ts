import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatusReply } from '@shop/shared/admin';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person, type Person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { addProducts } from '../../../test/support/catalog.ts';
import { billing, placeOrder } from '../../../test/support/orders.ts';

describe('shipped with a courier and a tracking number', () => {
  let shop: TestShop;
  let owner: Person;
  let tee: string;

  beforeAll(async () => {
    shop = await createTestShop();
    owner = await person(shop, { role: 'admin' });
    [tee] = (await addProducts(shop.database.db, [
      { itemName: 'Rain Tee', price: 20_000, variants: [{ color: 'Black', sizes: { M: 20 } }] },
    ])) as [string];
  });
  afterAll(() => shop.close());

  const order = () => placeOrder(shop, [{ productId: tee, color: 'Black', size: 'M', quantity: 1 }]);
  const move = (id: string, payload: object) =>
    request(shop, { method: 'PUT', url: `/api/admin/orders/${id}/status`, token: owner.token, payload });

  it('keeps both on the order, shows them to the customer and says them in the shipped mail', async () => {
    const id = await order();
    expect((await move(id, { status: 'processing' })).statusCode).toBe(200);
    const res = await move(id, { status: 'shipped', courier: 'Ninja Van', trackingNumber: 'NV-2026-0042' });
    expect(res.statusCode).toBe(200);
    expect(res.json<OrderStatusReply>().order).toMatchObject({
      status: 'shipped',
      courier: 'Ninja Van',
      trackingNumber: 'NV-2026-0042',
    });
    const guest = await shop.app.inject({ method: 'GET', url: `/api/auth/guest-orders/${id}` });
    expect(guest.json()).toMatchObject({ courier: 'Ninja Van', trackingNumber: 'NV-2026-0042' });
    const mail = await shop.mail.waitFor((m) => m.to.includes(billing.email) && m.subject.includes('Shipped'));
    expect(mail.text).toContain('Courier: Ninja Van');
    expect(mail.text).toContain('Tracking number: NV-2026-0042');
  });

  it("still takes the spec's request of a status alone; the order then has no courier", async () => {
    const id = await order();
    await move(id, { status: 'processing' });
    const res = await move(id, { status: 'shipped' });
    expect(res.statusCode).toBe(200);
    expect(res.json<OrderStatusReply>().order).toMatchObject({ courier: null, trackingNumber: null });
  });

  it.each([
    [{ status: 'processing', courier: 'Ninja Van' }, 'courier', 'A courier and tracking number go with Shipped'],
    [
      { status: 'shipped', courier: 'Ninja Van', trackingNumber: '<script>' },
      'trackingNumber',
      'A tracking number has only letters, digits, spaces and - . / _',
    ],
    [{ status: 'shipped', courier: 'x'.repeat(61) }, 'courier', 'Please keep this under 60 characters'],
  ])('refuses %o with its field and message, and the order stays as it was', async (payload, field, message) => {
    const id = await order();
    const res = await move(id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
    const admin = await request(shop, { method: 'GET', url: `/api/admin/orders/${id}`, token: owner.token });
    expect(admin.json()).toMatchObject({ status: 'pending', courier: null });
  });
});
