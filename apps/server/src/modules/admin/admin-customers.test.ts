import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomerDetail, AdminCustomerList, AdminMessageList } from '@shop/shared/admin';
import { users } from '../../db/schema/index.ts';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person, type Person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { addProducts, stockOf } from '../../../test/support/catalog.ts';
import { placeOrder } from '../../../test/support/orders.ts';

describe('admin customers and contact messages', () => {
  let shop: TestShop;
  let boss: Person;
  let tee: string;
  beforeAll(async () => {
    shop = await createTestShop();
    boss = await person(shop, { role: 'admin' });
    tee = (
      await addProducts(shop.database.db, [{ itemName: 'Tee', variants: [{ color: 'Black', sizes: { M: 30 } }] }])
    )[0]!;
  });
  afterAll(() => shop.close());

  const get = <T>(url: string) => request(shop, { method: 'GET', url, token: boss.token }).then((r) => r.json<T>());
  const line = (quantity: number) => [{ productId: tee!, color: 'Black', size: 'M', quantity }];

  it('lists customers with order counts and totals, never admins, never hashes; searches; 404s', async () => {
    const aung = await person(shop, { name: 'Aung Search' });
    await person(shop, { name: 'Other Person' });
    await placeOrder(shop, line(2), aung.token);
    const list = await get<AdminCustomerList>('/api/admin/customers');
    expect(list.customers.some((c) => c.email === boss.email)).toBe(false);
    expect(list.pagination.totalCustomers).toBe(2);
    expect(JSON.stringify(list)).not.toMatch(/password|hash/i);
    const found = await get<AdminCustomerList>('/api/admin/customers?search=aung%20SEARCH');
    expect(found.customers).toHaveLength(1);
    await shop.database.db.update(users).set({ phone: '09450012345' }).where(eq(users.id, aung.id));
    expect((await get<AdminCustomerList>('/api/admin/customers?search=%2B95%209%20450')).customers).toHaveLength(1);
    // An email's digits are not a phone search, though "1234" is in that phone number.
    expect((await get<AdminCustomerList>('/api/admin/customers?search=nobody1234%40example.com')).customers).toEqual(
      [],
    );
    // 2 × 25,000 + 3,000 Yangon shipping.
    expect(found.customers[0]).toMatchObject({ _id: aung.id, type: 'user', orderCount: 1, totalSpent: 53_000 });
    const detail = await get<AdminCustomerDetail>(`/api/admin/customers/${aung.id}`);
    expect(detail).toMatchObject({ _id: aung.id, savedAddresses: [] });
    const orders = await get<{ orders: { orderId: string }[] }>(`/api/admin/customers/${aung.id}/orders`);
    expect(orders.orders).toHaveLength(1);
    for (const url of [`/api/admin/customers/${boss.id}`, `/api/admin/customers/${boss.id}/orders`]) {
      const res = await request(shop, { method: 'GET', url, token: boss.token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Customer Not Found' });
    }
  });

  it('deletes a customer with their orders, returning the stock of unshipped ones only; never an admin', async () => {
    const leaving = await person(shop, { name: 'Leaving Soon' });
    const start = await stockOf(shop, tee!, 'Black', 'M');
    const pending = await placeOrder(shop, line(1), leaving.token);
    const processing = await placeOrder(shop, line(2), leaving.token);
    const shipped = await placeOrder(shop, line(4), leaving.token);
    const move = (id: string, status: string) =>
      request(shop, { method: 'PUT', url: `/api/admin/orders/${id}/status`, payload: { status }, token: boss.token });
    await move(processing, 'processing');
    await move(shipped, 'processing');
    await move(shipped, 'shipped');
    expect(await stockOf(shop, tee!, 'Black', 'M')).toBe(start - 7);

    const res = await request(shop, { method: 'DELETE', url: `/api/admin/customers/${leaving.id}`, token: boss.token });
    expect(res.statusCode).toBe(200);
    expect(await stockOf(shop, tee!, 'Black', 'M')).toBe(start - 4);
    const left = await shop.database.db.execute(
      sql`select order_id from orders where order_id in (${pending}, ${processing}, ${shipped})`,
    );
    expect(left.rows).toEqual([]);
    expect((await request(shop, { method: 'GET', url: '/api/auth/me', token: leaving.token })).statusCode).toBe(401);
    expect(
      (await request(shop, { method: 'DELETE', url: `/api/admin/customers/${leaving.id}`, token: boss.token }))
        .statusCode,
    ).toBe(404);

    const other = await person(shop, { role: 'admin' });
    const refused = await request(shop, {
      method: 'DELETE',
      url: `/api/admin/customers/${other.id}`,
      token: boss.token,
    });
    expect(refused.statusCode).toBe(404);
    expect((await request(shop, { method: 'GET', url: '/api/auth/me', token: other.token })).statusCode).toBe(200);
  });

  it('shows contact messages newest first and marks them read once', async () => {
    for (const subject of ['First', 'Second']) {
      const sent = await request(shop, {
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Ma Ma', email: 'mama@example.com', subject, message: 'Do you ship to Bago?' },
      });
      expect(sent.statusCode).toBe(201);
    }
    const inbox = await get<AdminMessageList>('/api/admin/messages');
    expect(inbox.messages.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(inbox.pagination).toMatchObject({ totalMessages: 2, unread: 2 });
    const id = inbox.messages[1]!._id;
    const read = await request(shop, { method: 'PUT', url: `/api/admin/messages/${id}/read`, token: boss.token });
    expect(read.json().readAt).toEqual(expect.any(String));
    const again = await request(shop, { method: 'PUT', url: `/api/admin/messages/${id}/read`, token: boss.token });
    expect(again.json().readAt).toBe(read.json().readAt);
    expect((await get<AdminMessageList>('/api/admin/messages')).pagination.unread).toBe(1);
    expect(
      (await request(shop, { method: 'PUT', url: '/api/admin/messages/x/read', token: boss.token })).statusCode,
    ).toBe(404);
  });
});
