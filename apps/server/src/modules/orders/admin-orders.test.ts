import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, AdminOrderList, OrderStatusReply } from '@shop/shared/admin';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person, type Person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { addProducts, stockOf } from '../../../test/support/catalog.ts';
import { placeOrder } from '../../../test/support/orders.ts';
import { readCatalogVersion } from '../catalog/catalog-version-reads.ts';

describe('admin orders and their states', () => {
  let shop: TestShop;
  let boss: Person;
  let tee: string;
  beforeAll(async () => {
    shop = await createTestShop();
    boss = await person(shop, { role: 'admin' });
    tee = (
      await addProducts(shop.database.db, [
        { itemName: 'Cancel Tee', variants: [{ color: 'Black', sizes: { M: 20, L: 20 } }] },
      ])
    )[0]!;
  });
  afterAll(() => shop.close());

  const order = (quantity = 1, token?: string) =>
    placeOrder(
      shop,
      [
        { productId: tee!, color: 'Black', size: 'M', quantity },
        { productId: tee!, color: 'Black', size: 'L', quantity: 1 },
      ],
      token,
    );
  const move = (id: string, status: string) =>
    request(shop, { method: 'PUT', url: `/api/admin/orders/${id}/status`, payload: { status }, token: boss.token });

  it('moves forward pending → processing → shipped → delivered, writing the timeline and completing COD payment', async () => {
    const id = await order();
    for (const status of ['processing', 'shipped', 'delivered']) {
      const res = await move(id, status);
      expect(res.statusCode, status).toBe(200);
      // The spec's client reads `{ message, order }`.
      const reply = res.json<OrderStatusReply>();
      expect(reply.message).toBe('Order status updated successfully');
      expect(reply.order).toMatchObject({ orderId: id, status });
    }
    const done = (
      await request(shop, { method: 'GET', url: `/api/admin/orders/${id}`, token: boss.token })
    ).json<AdminOrder>();
    expect(done.payment).toEqual({ method: 'cod', status: 'completed' });
    expect(done.timeline.map((t) => [t.from, t.to, t.by, t.byEmail])).toEqual([
      [null, 'pending', 'guest', null],
      ['pending', 'processing', 'admin', boss.email],
      ['processing', 'shipped', 'admin', boss.email],
      ['shipped', 'delivered', 'admin', boss.email],
    ]);
    expect(done.timeline[1]!.byUserId).toBe(boss.id);
    const mail = await shop.mail.waitFor((m) => m.subject === `Order ${id}: Delivered`);
    expect(mail.to).toEqual(['aung@example.com']);
  });

  it('refuses illegal moves with 409 and the sentence', async () => {
    const id = await order();
    const cases: [string, string, string][] = [
      ['shipped', 'pending', 'shipped'],
      ['delivered', 'pending', 'delivered'],
      ['pending', 'pending', 'pending'],
    ];
    for (const [to, from] of cases) {
      const res = await move(id, to);
      expect(res.statusCode, `${from} → ${to}`).toBe(409);
      expect(res.json()).toMatchObject({ message: `Cannot change an order from ${from} to ${to}`, code: 'CONFLICT' });
    }
    await move(id, 'cancelled');
    for (const to of ['pending', 'processing', 'delivered', 'cancelled']) {
      expect((await move(id, to)).json().message).toBe(`Cannot change an order from cancelled to ${to}`);
    }
    expect((await move(id, 'completed')).statusCode).toBe(400);
    expect((await move('ORD-0000-0000-0000', 'processing')).statusCode).toBe(404);
    expect((await move('garbage', 'processing')).json()).toMatchObject({ message: 'Order not found' });
  });

  it('two cancels at once: one 200, one 409, the stock comes back exactly once and the catalogue version moves', async () => {
    const id = await order(3);
    const m = await stockOf(shop, tee!, 'Black', 'M');
    const l = await stockOf(shop, tee!, 'Black', 'L');
    const version = await readCatalogVersion(shop.database.db);
    const answers = await Promise.all([move(id, 'cancelled'), move(id, 'cancelled'), move(id, 'cancelled')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await stockOf(shop, tee!, 'Black', 'M')).toBe(m + 3);
    expect(await stockOf(shop, tee!, 'Black', 'L')).toBe(l + 1);
    expect(await readCatalogVersion(shop.database.db)).toBeGreaterThan(version);
    const cancelled = (
      await request(shop, { method: 'GET', url: `/api/admin/orders/${id}`, token: boss.token })
    ).json<AdminOrder>();
    expect(cancelled.timeline.filter((t) => t.to === 'cancelled')).toHaveLength(1);
    expect(cancelled.payment.status).toBe('pending');
  });

  it('cancelling a shipped order returns its stock too', async () => {
    const id = await order(2);
    await move(id, 'processing');
    await move(id, 'shipped');
    const m = await stockOf(shop, tee!, 'Black', 'M');
    expect((await move(id, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(shop, tee!, 'Black', 'M')).toBe(m + 2);
  });

  it('lists newest first, filters by status, searches by id, name, email or phone, pages', async () => {
    const buyer = await person(shop, { name: 'Zaw Zaw' });
    const mine = await order(1, buyer.token);
    const list = (query: string) =>
      request(shop, { method: 'GET', url: `/api/admin/orders${query}`, token: boss.token }).then((r) =>
        r.json<AdminOrderList>(),
      );
    const all = await list('');
    expect(all.orders[0]!.orderId).toBe(mine);
    expect(all.orders[0]!.customer).toMatchObject({ _id: buyer.id, email: buyer.email });
    const times = all.orders.map((o) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const total = all.pagination.totalOrders;
    expect(total).toBe(5);

    expect((await list('?status=cancelled')).orders.every((o) => o.status === 'cancelled')).toBe(true);
    expect((await list('?status=cancelled')).pagination.totalOrders).toBe(3);
    expect((await list(`?search=${mine.toLowerCase().replace(/-/g, '')}`)).orders.map((o) => o.orderId)).toEqual([
      mine,
    ]);
    expect((await list('?search=AUNG%40example')).pagination.totalOrders).toBe(total);
    expect((await list('?search=4500')).pagination.totalOrders).toBe(total);
    expect((await list('?search=%2B959450012345')).pagination.totalOrders).toBe(total);
    expect((await list(`?search=${encodeURIComponent('၄၅၀၀')}`)).pagination.totalOrders).toBe(total);
    // An order id's own digits are not a phone search (every phone here holds "001").
    expect((await list('?search=ORD-A0B0-C1DE-FGHJ')).orders).toEqual([]);
    expect((await list('?search=%25')).orders).toEqual([]);
    const paged = await list('?limit=2&page=3');
    expect(paged.pagination).toEqual({ page: 3, limit: 2, totalPages: 3, totalOrders: total });
    expect(paged.orders).toHaveLength(1);
    expect(
      (await request(shop, { method: 'GET', url: '/api/admin/orders?status=lost', token: boss.token })).statusCode,
    ).toBe(400);
  });
});
