import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AdminOrderListSchema, type AdminOrderList } from '@shop/shared/admin';
import { ORDER_STATUSES } from '@shop/shared/orders-rules';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person, type Person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { addProducts } from '../../../test/support/catalog.ts';
import { billing, placeOrder } from '../../../test/support/orders.ts';
import { enableKbzpay, kbzpayOrder, submitTransfer } from '../../../test/support/payments.ts';
import { picture } from '../../../test/support/images.ts';
import { foldOrderCounts } from './order-counts.ts';

/**
 * The owner's list counts orders from `order_counts` (migration 0029), rows the order writes add in
 * their own transactions: the counts must stay those of the orders table whatever writes them, on
 * either of two instances sharing the database, folded or not.
 */
describe('the order list’s counts', () => {
  let one: TestShop;
  let two: TestShop;
  let boss: Person;
  let tee: string;
  beforeAll(async () => {
    one = await createTestShop();
    // A second instance on the same database (and session secret), as two processes behind a balancer.
    two = await createTestShop({}, { databaseUrl: one.databaseUrl, jwtSecret: one.config.jwtSecret });
    boss = await person(one, { role: 'admin' });
    tee = (
      await addProducts(one.database.db, [
        { itemName: 'Count Tee', variants: [{ color: 'Black', sizes: { M: 500, L: 500 } }] },
      ])
    )[0]!;
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  const line = (quantity = 1, size = 'M') => ({ productId: tee, color: 'Black', size, quantity });
  const list = async (shop: TestShop, query = '') => {
    const res = await request(shop, { method: 'GET', url: `/api/admin/orders?${query}`, token: boss.token });
    expect(res.statusCode, query).toBe(200);
    return res;
  };
  const move = (shop: TestShop, id: string, status: string, extra: object = {}) =>
    request(shop, {
      method: 'PUT',
      url: `/api/admin/orders/${id}/status`,
      payload: { status, ...extra },
      token: boss.token,
    });

  /** Every status's count (and all orders') as both instances answer it, against the table's own count. */
  async function expectCountsRight(step: string) {
    const { rows } = await one.database.db.execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from orders group by status`,
    );
    const counted = new Map(rows.map((r) => [r.status, Number(r.n)]));
    const all = [...counted.values()].reduce((a, b) => a + b, 0);
    for (const shop of [one, two]) {
      const everything = (await list(shop, 'limit=7')).json<AdminOrderList>().pagination;
      expect(everything.totalOrders, `${step}: all`).toBe(all);
      expect(everything.totalPages, `${step}: pages`).toBe(Math.ceil(all / 7));
      for (const status of ORDER_STATUSES) {
        const answer = (await list(shop, `status=${status}`)).json<AdminOrderList>();
        expect(answer.pagination.totalOrders, `${step}: ${status}`).toBe(counted.get(status) ?? 0);
        expect(answer.orders.every((o) => o.status === status)).toBe(true);
      }
    }
  }

  it('stays the orders’ count as orders are placed, taken, moved, edited, paid for and deleted, on both instances', async () => {
    await expectCountsRight('empty');
    const customer = await person(two, {});
    const ids = [
      await placeOrder(one, [line()]),
      await placeOrder(two, [line(2)], customer.token),
      await placeOrder(two, [line(), line(1, 'L')]),
      await placeOrder(one, [line()], customer.token),
    ];
    await expectCountsRight('placed on both');

    const taken = await request(one, {
      method: 'POST',
      url: '/api/admin/orders',
      token: boss.token,
      payload: {
        cartItems: [line(3)],
        billingDetails: { ...billing, email: '' },
        paymentMethod: 'cod',
        source: 'viber',
      },
    });
    expect(taken.statusCode).toBe(201);
    await expectCountsRight('taken by the owner');

    expect((await move(one, ids[0]!, 'processing')).statusCode).toBe(200);
    expect((await move(two, ids[0]!, 'shipped', { courier: 'Royal Express' })).statusCode).toBe(200);
    expect((await move(one, ids[1]!, 'cancelled')).statusCode).toBe(200);
    expect((await move(two, ids[2]!, 'processing')).statusCode).toBe(200);
    // A move refused (illegal, or a repeat of one already made) changes nothing.
    expect((await move(one, ids[1]!, 'processing')).statusCode).toBe(409);
    expect((await move(two, ids[2]!, 'processing')).statusCode).toBe(409);
    await expectCountsRight('moved');

    // Shipped → delivered → back (the owner's undo) → cancelled as returned by the courier.
    expect((await move(two, ids[0]!, 'delivered')).statusCode).toBe(200);
    await expectCountsRight('delivered');
    expect((await move(one, ids[0]!, 'cancelled', { reason: 'refused' })).statusCode).toBeLessThan(500);
    await expectCountsRight('after a delivery');

    const edited = await request(two, {
      method: 'PUT',
      url: `/api/admin/orders/${ids[3]!}`,
      token: boss.token,
      payload: { cartItems: [line(2, 'L')], billingDetails: { ...billing, fullAddress: 'No. 99, Pyay Road' } },
    });
    expect(edited.statusCode).toBe(200);
    await expectCountsRight('edited');

    // A transfer order, paid, then let go by the expiry sweep's writer (a status move by the system).
    await enableKbzpay(one, boss.token);
    const transfer = await kbzpayOrder(two, tee);
    expect((await submitTransfer(one, transfer, '123456789012345678')).statusCode).toBe(201);
    await expectCountsRight('transfer order');

    // An account deleted takes its orders with it (foreign key cascade).
    await one.database.db.execute(sql`delete from users where id = ${customer.id}`);
    await expectCountsRight('customer deleted');

    // Folded on both instances at once, while orders are placed on both: nothing counted twice or lost.
    await Promise.all([
      foldOrderCounts(one.database.db),
      foldOrderCounts(two.database.db),
      ...Array.from({ length: 12 }, (_, i) => placeOrder(i % 2 ? one : two, [line()])),
      foldOrderCounts(one.database.db),
      foldOrderCounts(two.database.db),
    ]);
    await expectCountsRight('folded while ordering');
    await foldOrderCounts(two.database.db);
    const { rows } = await one.database.db.execute<{ n: number }>(sql`select count(*)::int as n from order_counts`);
    expect(Number(rows[0]!.n)).toBe(1);
    await expectCountsRight('folded');
  });

  it('counts a search by what it matches, beside the status counters', async () => {
    await placeOrder(one, [line()], undefined, { name: 'Daw Searchable', phone: '09 4500 77777' });
    await placeOrder(two, [line()], undefined, { name: 'U Searchable', phone: '09 4500 77778' });
    const found = (await list(two, 'search=searchable&limit=1')).json<AdminOrderList>();
    expect(found.pagination).toEqual({ page: 1, limit: 1, totalPages: 2, totalOrders: 2 });
    expect(found.orders.map((o) => o.shippingAddress.name)).toEqual(['U Searchable']);
    const none = (await list(one, 'search=searchable&status=shipped')).json<AdminOrderList>();
    expect(none).toEqual({ orders: [], pagination: { page: 1, limit: 20, totalPages: 0, totalOrders: 0 } });
  });

  it('answers exactly what the response schema writes (the list is written without it)', async () => {
    const transfer = await kbzpayOrder(one, tee);
    expect(
      (await submitTransfer(one, transfer, '223456789012345678', { screenshot: await picture() })).statusCode,
    ).toBe(201);
    for (const query of ['', 'limit=100', 'status=pending', 'search=aung', 'page=999']) {
      const res = await list(query ? two : one, query);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body, query).toBe(JSON.stringify(AdminOrderListSchema.encode(JSON.parse(res.body))));
    }
    const page = (await list(one, 'limit=100')).json<AdminOrderList>();
    expect(page.orders.some((o) => o.transfers.some((t) => t.screenshot?.startsWith('/api/')))).toBe(true);
    expect(page.orders.some((o) => o.customer === null) && page.orders.some((o) => o.timeline.length > 1)).toBe(true);
  });

  it('starts from nothing again when the orders table is emptied', async () => {
    await one.database.db.execute(sql`truncate orders cascade`);
    await expectCountsRight('truncated');
    await placeOrder(two, [line()]);
    await expectCountsRight('after truncation');
  });
});
