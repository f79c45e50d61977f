import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomer, AdminCustomerDetail, AdminCustomerList, AdminOrder } from '@shop/shared/admin';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person, type Person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { addProducts } from '../../../test/support/catalog.ts';
import { placeOrder } from '../../../test/support/orders.ts';
import { findCustomers } from './index.ts';

/** Guest buyers in the owner's Customers (issue #22 item 4, docs/decisions/046). */
describe('guest buyers are customers too', () => {
  let shop: TestShop;
  let boss: Person;
  let tee: string;
  beforeAll(async () => {
    shop = await createTestShop();
    boss = await person(shop, { role: 'admin' });
    tee = (
      await addProducts(shop.database.db, [{ itemName: 'Tee', variants: [{ color: 'Black', sizes: { M: 50 } }] }])
    )[0]!;
  });
  afterAll(() => shop.close());

  const get = <T>(url: string) => request(shop, { method: 'GET', url, token: boss.token }).then((r) => r.json<T>());
  const list = (search = '') =>
    get<AdminCustomerList>(`/api/admin/customers${search ? `?search=${encodeURIComponent(search)}` : ''}`);

  /** A guest checkout of `quantity` tees (25,000 each, Yangon shipping 3,000) with these details. */
  const guestOrder = (details: { name: string; phone: string; email?: string }, quantity = 1) =>
    placeOrder(shop, [{ productId: tee, color: 'Black', size: 'M', quantity }], undefined, { email: '', ...details });

  it('groups guest orders by phone in any spelling, with totals and the last order; finds them by Burmese digits', async () => {
    const first = await guestOrder({ name: 'Ma Hla', phone: '09 771 234 567' }, 1);
    const second = await guestOrder({ name: 'Ma Hla Hla', phone: '+95 9 771234567', email: 'hla@example.com' }, 2);
    const third = await guestOrder({ name: 'Ma Hla', phone: '၀၉၇၇၁၂၃၄၅၆၇' }, 1);
    await request(shop, {
      method: 'PUT',
      url: `/api/admin/orders/${third}/status`,
      payload: { status: 'cancelled' },
      token: boss.token,
    });
    await guestOrder({ name: 'Ko Zaw', phone: '09450099887' });

    const all = await list();
    const hla = all.customers.filter((c) => c.phone === '09771234567');
    expect(hla).toHaveLength(1);
    // 3 orders; the cancelled one is not spent: (25,000 + 3,000) + (50,000 + 3,000).
    expect(hla[0]).toMatchObject({
      _id: 'guest-09771234567',
      kind: 'guest',
      type: 'user',
      name: 'Ma Hla',
      email: 'hla@example.com',
      orderCount: 3,
      totalSpent: 81_000,
      verified: false,
    });
    expect(hla[0]!.lastOrderAt).toEqual(expect.any(String));
    expect(all.customers.some((c) => c.email === boss.email)).toBe(false);
    expect(all.pagination.totalCustomers).toBe(2);

    for (const search of ['၀၉၇၇၁', '+959771', '959 771 234', 'hla hla', 'HLA@example']) {
      const found = await list(search);
      expect(
        found.customers.map((c) => c._id),
        search,
      ).toEqual(['guest-09771234567']);
      expect(found.pagination.totalCustomers).toBe(1);
    }
    expect((await list('09450')).customers.map((c) => c.name)).toEqual(['Ko Zaw']);

    const detail = await get<AdminCustomerDetail>('/api/admin/customers/guest-09771234567');
    expect(detail).toMatchObject({ kind: 'guest', orderCount: 3, savedAddresses: [] });
    const orders = await get<{ orders: AdminOrder[] }>('/api/admin/customers/guest-09771234567/orders');
    expect(orders.orders.map((o) => o.orderId).sort()).toEqual([first, second, third].sort());
    expect(orders.orders.every((o) => o.customer === null)).toBe(true);

    expect((await findCustomers(shop.database.db, '+95 9 771')).map((c) => c._id)).toEqual(['guest-09771234567']);
    expect((await findCustomers(shop.database.db, 'zaw')).map((c) => c.phone)).toEqual(['09450099887']);

    const unknown = await request(shop, {
      method: 'GET',
      url: '/api/admin/customers/guest-09999999999',
      token: boss.token,
    });
    expect(unknown.statusCode).toBe(404);
    const deleting = await request(shop, {
      method: 'DELETE',
      url: '/api/admin/customers/guest-09771234567',
      token: boss.token,
      headers: { 'accept-language': 'my' },
    });
    expect(deleting.statusCode).toBe(409);
    expect(deleting.json().message).toMatch(/[\u1000-\u109f]/);
    expect((await list()).pagination.totalCustomers).toBe(2);
  });

  it('pages accounts and guests together in one list', async () => {
    const page1 = await get<AdminCustomerList>('/api/admin/customers?limit=1&page=1');
    const page2 = await get<AdminCustomerList>('/api/admin/customers?limit=1&page=2');
    expect(page1.customers).toHaveLength(1);
    expect(page2.customers).toHaveLength(1);
    expect(page1.customers[0]!._id).not.toBe(page2.customers[0]!._id);
    expect(page1.pagination).toMatchObject({ totalPages: page1.pagination.totalCustomers });
    const past = await get<AdminCustomerList>('/api/admin/customers?limit=1&page=99');
    expect(past.customers).toEqual([]);
    expect(past.pagination.totalCustomers).toBe(page1.pagination.totalCustomers);
  });

  it('sign-up takes over the guest orders of its phone and email; an account is one row with its phone', async () => {
    const withEmail = await guestOrder({ name: 'Su Su', phone: '09250011223', email: 'susu@example.com' }, 1);
    const otherEmail = await guestOrder({ name: 'Su Su', phone: '0925 001 1223', email: 'someone@example.com' }, 1);
    const noEmail = await guestOrder({ name: 'Su Su', phone: '959250011223' }, 2);
    const signUp = await request(shop, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Su Su', email: 'SuSu@example.com', phone: '+95 9 250 011 223', password: 'secret123' },
    });
    expect(signUp.statusCode).toBe(201);
    const { token, user } = signUp.json<{ token: string; user: { _id: string } }>();

    // The account sees the order whose phone and email are its own, not the others.
    const mine = await request(shop, { method: 'GET', url: '/api/auth/orders', token });
    const mineIds = JSON.stringify(mine.json());
    expect(mineIds).toContain(withEmail);
    expect(mineIds).not.toContain(otherEmail);
    expect(mineIds).not.toContain(noEmail);

    // The owner sees one row for the number: the account, with all three orders.
    const rows = (await list('09250011223')).customers;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject<Partial<AdminCustomer>>({ _id: user._id, kind: 'account', orderCount: 3 });
    expect(rows[0]!.totalSpent).toBe(28_000 + 28_000 + 53_000);
    const orders = await get<{ orders: AdminOrder[] }>(`/api/admin/customers/${user._id}/orders`);
    expect(orders.orders.map((o) => o.orderId).sort()).toEqual([withEmail, otherEmail, noEmail].sort());
    expect(orders.orders.find((o) => o.orderId === withEmail)!.customer?._id).toBe(user._id);
    expect(
      (await request(shop, { method: 'GET', url: '/api/admin/customers/guest-09250011223', token: boss.token }))
        .statusCode,
    ).toBe(404);
  });

  it('a sign-up with a phone alone takes over nothing', async () => {
    const order = await guestOrder({ name: 'Ko Ko', phone: '09260022334' });
    const signUp = await request(shop, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Stranger', phone: '09260022334', password: 'secret123' },
    });
    expect(signUp.statusCode).toBe(201);
    const mine = await request(shop, { method: 'GET', url: '/api/auth/orders', token: signUp.json().token });
    expect(JSON.stringify(mine.json())).not.toContain(order);
  });
});
