import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, AuditList } from '@shop/shared/admin';
import type { Order } from '@shop/shared/orders';
import type { CustomerSuggestionList } from '@shop/shared/owner-orders';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person, type Person } from '../../../test/support/people.ts';
import { newKey, request } from '../../../test/support/request.ts';
import { addProducts, stockOf } from '../../../test/support/catalog.ts';
import { billing, orderCount, placeOrder } from '../../../test/support/orders.ts';

describe('orders the owner takes (#22 item 5)', () => {
  let shop: TestShop;
  let owner: Person;
  let customer: Person;
  let tee: string;
  let cap: string;

  beforeAll(async () => {
    shop = await createTestShop();
    owner = await person(shop, { role: 'admin' });
    customer = await person(shop, { name: 'Daw Hla Hla', phone: '09 7800 55555', language: 'my' });
    [tee, cap] = (await addProducts(shop.database.db, [
      {
        itemName: 'Phone Tee',
        itemNameMy: 'ဖုန်း တီရှပ်',
        price: 20_000,
        variants: [{ color: 'Black', sizes: { M: 20, L: 1 } }],
      },
      { itemName: 'Phone Cap', price: 9_000, variants: [{ color: 'Red', sizes: { M: 3 } }] },
    ])) as [string, string];
  });
  afterAll(() => shop.close());

  const phoneCustomer = { ...billing, name: 'Ko Zaw', email: '', phone: '၀၉ ၂၅၀ ၁၁၁ ၂၂၂' };
  const take = (payload: object, key = newKey()) =>
    request(shop, { method: 'POST', url: '/api/admin/orders', token: owner.token, key, payload });
  const edit = (id: string, payload: object) =>
    request(shop, { method: 'PUT', url: `/api/admin/orders/${id}`, token: owner.token, payload });
  const read = async (id: string) =>
    (await request(shop, { method: 'GET', url: `/api/admin/orders/${id}`, token: owner.token })).json<AdminOrder>();
  const audit = async (id: string) =>
    (
      await request(shop, {
        method: 'GET',
        url: `/api/admin/audit?entityType=order&entityId=${id}`,
        token: owner.token,
      })
    ).json<AuditList>().entries;
  const teeLine = (quantity: number, size = 'M') => ({ productId: tee, color: 'Black', size, quantity });

  it('takes a phone order: stock taken, prices and fee from the shop, marked as the owner’s with timeline and audit', async () => {
    const before = await stockOf(shop, tee, 'Black', 'M');
    const res = await take({
      cartItems: [{ ...teeLine(2), price: 1 }],
      billingDetails: phoneCustomer,
      paymentMethod: 'cod',
      source: 'phone',
    });
    expect(res.statusCode).toBe(201);
    const { order } = res.json<{ order: Order }>();
    expect(order).toMatchObject({ subtotal: 40_000, shippingCost: 3000, total: 43_000, source: 'phone' });
    expect(order.shippingAddress.phone).toBe('09250111222');
    expect(await stockOf(shop, tee, 'Black', 'M')).toBe(before - 2);
    const stored = await read(order.orderId);
    expect(stored.timeline).toEqual([
      expect.objectContaining({
        from: null,
        to: 'pending',
        by: 'admin',
        byEmail: owner.email,
        note: 'Order taken by the shop by phone',
      }),
    ]);
    expect(await audit(order.orderId)).toEqual([
      expect.objectContaining({
        action: 'order.create',
        actorEmail: owner.email,
        summary: {
          source: 'phone',
          customer: 'Ko Zaw',
          phone: '09250111222',
          items: ['Phone Tee (Black, M) × 2'],
          total: 43_000,
        },
      }),
    ]);
  });

  it('answers a repeated request with the same order, never a second one', async () => {
    const key = newKey();
    const payload = { cartItems: [teeLine(1)], billingDetails: phoneCustomer, paymentMethod: 'cod', source: 'viber' };
    const count = await orderCount(shop);
    const stock = await stockOf(shop, tee, 'Black', 'M');
    const first = await take(payload, key);
    const again = await take(payload, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json<{ order: Order }>().order.orderId).toBe(first.json<{ order: Order }>().order.orderId);
    expect(await orderCount(shop)).toBe(count + 1);
    expect(await stockOf(shop, tee, 'Black', 'M')).toBe(stock - 1);
  });

  it('refuses more than the stock with the stock message and changes nothing', async () => {
    const count = await orderCount(shop);
    const res = await take({
      cartItems: [teeLine(1), teeLine(2, 'L')],
      billingDetails: phoneCustomer,
      paymentMethod: 'cod',
      source: 'messenger',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Sorry this item is out of stock: Phone Tee (Black, L)' });
    expect(await orderCount(shop)).toBe(count);
    expect(await stockOf(shop, tee, 'Black', 'L')).toBe(1);
  });

  it('refuses a bad source, a bad phone and a customer who is not one, each with its sentence', async () => {
    const base = { cartItems: [teeLine(1)], billingDetails: phoneCustomer, paymentMethod: 'cod', source: 'phone' };
    const bad = [
      [{ ...base, source: 'fax' }, 'Please choose where the order came from: phone, Messenger, Viber or walk-in'],
      [{ ...base, billingDetails: { ...phoneCustomer, phone: '12345' } }, 'Please enter a valid Myanmar mobile number'],
      [{ ...base, customerId: owner.id }, 'That customer account was not found'],
      [{ ...base, paymentMethod: 'kbzpay' }, 'KBZ Pay is not available at the moment. Please choose cash on delivery.'],
    ] as const;
    const count = await orderCount(shop);
    for (const [payload, message] of bad) {
      const res = await take(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message.slice(0, 30));
    }
    expect(await orderCount(shop)).toBe(count);
    const shopper = await request(shop, {
      method: 'POST',
      url: '/api/admin/orders',
      token: customer.token,
      payload: base,
    });
    expect(shopper.statusCode).toBe(403);
  });

  it('suggests the account and earlier buyers by phone in any spelling, and takes the order for the account', async () => {
    const byPhone = await request(shop, {
      method: 'GET',
      url: '/api/admin/orders/customers?q=%E1%81%80%E1%81%89%E1%81%87%E1%81%88',
      token: owner.token,
    });
    expect(byPhone.json<CustomerSuggestionList>().customers).toEqual([
      expect.objectContaining({ customerId: customer.id, name: 'Daw Hla Hla', phone: '09780055555' }),
    ]);
    const guest = await request(shop, {
      method: 'GET',
      url: '/api/admin/orders/customers?q=Ko%20Zaw',
      token: owner.token,
    });
    expect(guest.json<CustomerSuggestionList>().customers).toEqual([
      expect.objectContaining({
        customerId: null,
        phone: '09250111222',
        orders: 2,
        lastAddress: expect.objectContaining({ township: 'Kamayut' }),
      }),
    ]);
    const res = await take({
      cartItems: [{ productId: cap, color: 'Red', size: 'M', quantity: 1 }],
      billingDetails: { ...billing, name: 'Daw Hla Hla', email: customer.email, phone: '09780055555' },
      paymentMethod: 'cod',
      source: 'walkin',
      customerId: customer.id,
    });
    expect(res.statusCode).toBe(201);
    const mine = await request(shop, { method: 'GET', url: '/api/auth/orders', token: customer.token });
    expect(mine.json<{ orders: Order[] }>().orders.map((o) => o.source)).toEqual(['walkin']);
    // Mailed in the account's language.
    const mail = await shop.mail.waitFor((m) => m.to.includes(customer.email));
    expect(mail.text).toContain('မှာယူမှုနံပါတ်');
  });

  it('edits lines, quantities and place before shipping: stock moved, fee and totals recomputed, timeline, audit and mail', async () => {
    const id = await placeOrder(shop, [teeLine(1), { productId: cap, color: 'Red', size: 'M', quantity: 1 }]);
    const teeBefore = await stockOf(shop, tee, 'Black', 'M');
    const capBefore = await stockOf(shop, cap, 'Red', 'M');
    const res = await edit(id, {
      cartItems: [teeLine(3)],
      billingDetails: {
        ...billing,
        region: 'mandalay',
        city: 'mandalay',
        township: 'Amarapura',
        fullAddress: 'No. 5, 78th St',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { order } = res.json<{ order: AdminOrder }>();
    expect(order).toMatchObject({ subtotal: 60_000, shippingCost: 5000, total: 65_000 });
    expect(order.items.map((i) => [i.itemName, i.quantity])).toEqual([['Phone Tee', 3]]);
    expect(await stockOf(shop, tee, 'Black', 'M')).toBe(teeBefore - 2);
    expect(await stockOf(shop, cap, 'Red', 'M')).toBe(capBefore + 1);
    expect(order.timeline.at(-1)).toMatchObject({
      from: 'pending',
      to: 'pending',
      by: 'admin',
      note: 'Order changed by the shop',
    });
    const [entry] = await audit(id);
    expect(entry).toMatchObject({ action: 'order.edit', actorEmail: owner.email });
    expect(entry!.summary).toMatchObject({
      changes: expect.arrayContaining([
        { field: 'place', from: 'Kamayut, Yangon, Yangon Region', to: 'Amarapura, Mandalay, Mandalay Region' },
        { field: 'shippingCost', from: 3000, to: 5000 },
        { field: 'total', from: 32_000, to: 65_000 },
      ]),
      lines: [
        { item: 'Phone Tee', color: 'Black', size: 'M', from: 1, to: 3 },
        { item: 'Phone Cap', color: 'Red', size: 'M', from: 1, to: null },
      ],
    });
    // The customer sees it on the order page and in a mail.
    const page = await shop.app.inject({ method: 'GET', url: `/api/auth/guest-orders/${id}` });
    expect(page.json<Order>().timeline.at(-1)).toMatchObject({ note: 'Order changed by the shop' });
    const mail = await shop.mail.waitFor((m) => m.subject === `Order ${id} has been updated`);
    expect(mail.text).toContain('3 × Phone Tee (Black, M)');
    expect(mail.text).toContain('65,000 MMK');
  });

  it('refuses an edit past the stock (409) and leaves order and stock as they were', async () => {
    const id = await placeOrder(shop, [teeLine(1)]);
    const stock = await stockOf(shop, tee, 'Black', 'M');
    const res = await edit(id, { cartItems: [teeLine(1), teeLine(2, 'L')], billingDetails: billing });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Sorry this item is out of stock: Phone Tee (Black, L)' });
    expect(await stockOf(shop, tee, 'Black', 'M')).toBe(stock);
    expect(await stockOf(shop, tee, 'Black', 'L')).toBe(1);
    const order = await read(id);
    expect(order.items).toHaveLength(1);
    expect(order.timeline).toHaveLength(1);
    expect(await audit(id)).toEqual([]);
  });

  it('refuses an edit once the order has shipped, been delivered or cancelled (409 with a sentence)', async () => {
    const id = await placeOrder(shop, [teeLine(1)]);
    const move = (status: string) =>
      request(shop, { method: 'PUT', url: `/api/admin/orders/${id}/status`, token: owner.token, payload: { status } });
    await move('processing');
    await move('shipped');
    const stock = await stockOf(shop, tee, 'Black', 'M');
    const res = await edit(id, { cartItems: [teeLine(2)], billingDetails: billing });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'This order is shipped and can no longer be changed: only pending or processing orders can be edited',
    });
    expect(await stockOf(shop, tee, 'Black', 'M')).toBe(stock);
    await move('cancelled');
    expect((await edit(id, { cartItems: [teeLine(1)], billingDetails: billing })).statusCode).toBe(409);
    expect((await edit('ORD-0000-0000-0000', { cartItems: [teeLine(1)], billingDetails: billing })).statusCode).toBe(
      404,
    );
  });

  it('two edits racing for the last units never oversell', async () => {
    const [solo] = (await addProducts(shop.database.db, [
      { itemName: 'Last Tee', price: 10_000, variants: [{ color: 'White', sizes: { S: 3 } }] },
    ])) as [string];
    const line = (quantity: number) => ({ productId: solo, color: 'White', size: 'S', quantity });
    const a = await placeOrder(shop, [line(1)]);
    const b = await placeOrder(shop, [line(1)]);
    const results = await Promise.all([
      edit(a, { cartItems: [line(2)], billingDetails: billing }),
      edit(b, { cartItems: [line(2)], billingDetails: billing }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(shop, solo, 'White', 'S')).toBe(0);
  });
});
