import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentsToCheck } from '@shop/shared/payments';
import type { DeliverySheet } from '@shop/shared/delivery';
import { addProducts } from '../../../test/support/catalog.ts';
import { placeOrder } from '../../../test/support/orders.ts';
import { enableKbzpay, kbzpayOrder, submitTransfer } from '../../../test/support/payments.ts';
import { person, type Person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';

const dayOf = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: 'Asia/Yangon' });

describe('the delivery sheet: every parcel on the road that day', () => {
  let shop: TestShop;
  let boss: Person;
  let tee: string;
  beforeAll(async () => {
    shop = await createTestShop();
    boss = await person(shop, { role: 'admin' });
    [tee] = (await addProducts(shop.database.db, [
      { itemName: 'Sheet Tee', price: 20_000, variants: [{ color: 'Black', sizes: { M: 50 } }] },
    ])) as [string];
    await enableKbzpay(shop, boss.token);
  });
  afterAll(() => shop.close());

  const as = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    request(shop, { method, url, token: boss.token, ...(payload ? { payload } : {}) });
  const move = async (id: string, payload: object) => {
    const res = await as('PUT', `/api/admin/orders/${id}/status`, payload);
    expect(res.statusCode, res.body).toBe(200);
  };
  const sheet = async (date: string) => {
    const res = await as('GET', `/api/admin/delivery-sheet?date=${date}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DeliverySheet>();
  };
  const cod = async () => {
    const id = await placeOrder(shop, [{ productId: tee, color: 'Black', size: 'M', quantity: 1 }]);
    await move(id, { status: 'processing' });
    return id;
  };
  /** A KBZ Pay order whose transfer the owner confirmed: paid before it leaves. */
  const prepaid = async () => {
    const id = await kbzpayOrder(shop, tee);
    expect((await submitTransfer(shop, id, 'TX-SHEET-1')).statusCode).toBe(201);
    const waiting = (await as('GET', '/api/admin/payments')).json<PaymentsToCheck>();
    const payment = waiting.payments.find((p) => p.orderId === id)!;
    expect((await as('POST', `/api/admin/payments/${payment._id}/confirm`)).statusCode).toBe(200);
    const { rows } = await shop.database.db.execute<{ status: string }>(
      sql`select status from orders where order_id = ${id}`,
    );
    if (rows[0]!.status === 'pending') await move(id, { status: 'processing' });
    return id;
  };

  it('lists a prepaid wallet order and a COD one shipped today, one delivered today and one still on the road', async () => {
    const today = dayOf(new Date());
    const wallet = await prepaid();
    await move(wallet, { status: 'shipped', courier: 'Ninja Van' });
    const cash = await cod();
    await move(cash, { status: 'shipped', courier: 'Own rider' });
    const handed = await cod();
    await move(handed, { status: 'shipped', courier: 'Own rider' });
    await move(handed, { status: 'delivered' });
    // Shipped three days ago and still out: on today's sheet too.
    const old = await cod();
    await move(old, { status: 'shipped', courier: 'Royal Express' });
    await shop.database.db.execute(
      sql`update order_timeline set at = at - interval '3 days' where order_id = ${old} and to_status = 'shipped'`,
    );
    // Not on the road: still processing, or cancelled.
    const waiting = await cod();
    const gone = await cod();
    await move(gone, { status: 'cancelled' });

    const day = await sheet(today);
    const listed = day.townships.flatMap((g) => g.orders);
    const byId = new Map(listed.map((o) => [o.orderId, o]));
    expect([...byId.keys()].sort()).toEqual([wallet, cash, handed, old].sort());
    expect(byId.has(waiting) || byId.has(gone)).toBe(false);
    expect(byId.get(wallet)).toMatchObject({ paymentMethod: 'kbzpay', paid: true, cash: 0, courier: 'Ninja Van' });
    const total = byId.get(cash)!.cash;
    expect(total).toBeGreaterThan(20_000);
    expect(byId.get(cash)).toMatchObject({ paymentMethod: 'cod', paid: false, status: 'shipped' });
    expect(byId.get(handed)).toMatchObject({ status: 'delivered', paid: true, cash: total });
    expect(day).toMatchObject({ orders: 4, cash: 3 * total });
    expect(day.riders).toEqual([
      { courier: 'Ninja Van', orders: 1, cash: 0 },
      { courier: 'Own rider', orders: 2, cash: 2 * total },
      { courier: 'Royal Express', orders: 1, cash: total },
    ]);

    // Two days ago only the old parcel was on the road; a week ago nothing.
    const twoDaysAgo = await sheet(dayOf(new Date(Date.now() - 2 * 86_400_000)));
    expect(twoDaysAgo.townships.flatMap((g) => g.orders.map((o) => o.orderId))).toEqual([old]);
    expect((await sheet(dayOf(new Date(Date.now() - 7 * 86_400_000)))).orders).toBe(0);

    // Delivered yesterday: not on today's sheet.
    await shop.database.db.execute(
      sql`update order_timeline set at = at - interval '1 day' where order_id = ${handed}`,
    );
    expect((await sheet(today)).townships.flatMap((g) => g.orders).map((o) => o.orderId)).not.toContain(handed);
  });
});
