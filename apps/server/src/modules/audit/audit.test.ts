import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditList } from '@shop/shared/admin';
import type { Product } from '@shop/shared/catalog';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person, type Person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { addProducts, paletteColour } from '../../../test/support/catalog.ts';
import { placeOrder } from '../../../test/support/orders.ts';
import { uploadedImages } from '../../../test/support/images.ts';

describe('the admin audit trail', () => {
  let shop: TestShop;
  let boss: Person;
  beforeAll(async () => {
    shop = await createTestShop();
    boss = await person(shop, { role: 'admin' });
  });
  afterAll(() => shop.close());

  const entryCount = async () =>
    Number((await shop.database.db.execute<{ n: number }>(sql`select count(*)::int as n from admin_audit`)).rows[0]!.n);
  const audit = async (query = '') => {
    const res = await request(shop, { method: 'GET', url: `/api/admin/audit${query}`, token: boss.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AuditList>();
  };
  /** The one entry a change wrote: the newest, after checking that exactly one was added. */
  const onlyNewEntry = async (countBefore: number): Promise<AuditEntry> => {
    expect(await entryCount()).toBe(countBefore + 1);
    const newest = (await audit('?limit=1')).entries[0]!;
    expect(newest).toMatchObject({ actorId: boss.id, actorEmail: boss.email });
    expect(Date.now() - Date.parse(newest.at)).toBeLessThan(60_000);
    return newest;
  };
  const put = (id: string, payload: object) =>
    request(shop, { method: 'PUT', url: `/api/admin/products/${id}`, payload, token: boss.token });
  const move = (id: string, status: string) =>
    request(shop, { method: 'PUT', url: `/api/admin/orders/${id}/status`, payload: { status }, token: boss.token });

  it('writes one entry per product of a batch, with what was added', async () => {
    const [image] = await uploadedImages(shop, boss.token, 1);
    const variant = (color: string, sizes: object) => ({ name: `Drop ${color}`, color, sizes, images: [image] });
    const before = await entryCount();
    const res = await request(shop, {
      method: 'POST',
      url: '/api/auth/products',
      token: boss.token,
      payload: {
        batchName: 'Audit drop',
        genders: {
          male: [
            { itemName: 'Log Tee', mainCategory: 'T-shirt', price: 21_000, variants: [variant('Black', { M: 4 })] },
          ],
          female: [
            {
              itemName: 'Log Dress',
              mainCategory: 'Dress',
              price: 38_000,
              variants: [variant('Red', { S: 2, M: 1 }), variant('White', { L: 3 })],
            },
          ],
        },
      },
    });
    expect(res.statusCode).toBe(201);
    const [tee, dress] = res.json<{ products: string[] }>().products;
    expect(await entryCount()).toBe(before + 2);
    const { entries } = await audit('?entityType=product');
    expect(entries.map((e) => [e.action, e.entityId, e.summary, e.actorEmail])).toEqual([
      [
        'product.create',
        dress,
        { itemName: 'Log Dress', price: 38_000, batchName: 'Audit drop', colours: ['Red', 'White'], totalStock: 6 },
        boss.email,
      ],
      [
        'product.create',
        tee,
        { itemName: 'Log Tee', price: 21_000, batchName: 'Audit drop', colours: ['Black'], totalStock: 4 },
        boss.email,
      ],
    ]);
    // A refused batch (bad input) writes nothing.
    const refused = await request(shop, {
      method: 'POST',
      url: '/api/auth/products',
      token: boss.token,
      payload: { batchName: 'Empty', genders: { male: [] } },
    });
    expect(refused.statusCode).toBe(400);
    expect(await entryCount()).toBe(before + 2);
  });

  it('writes the diff of a product edit: fields before and after, colours and stock; refused edits write nothing', async () => {
    // The new colour is one the owner added to the palette first (decision 043).
    await paletteColour(shop.database.db, 'Charcoal');
    const [id] = await addProducts(shop.database.db, [
      {
        itemName: 'Diff Tee',
        price: 25_000,
        variants: [
          { color: 'Black', sizes: { M: 5, L: 2 } },
          { color: 'Red', sizes: { S: 1 } },
        ],
      },
    ]);
    const product = (await request(shop, { method: 'GET', url: `/api/products/${id}` })).json<Product>();
    const [black, red] = product.variants;
    const base = {
      itemName: product.itemName,
      price: product.price,
      mainCategory: product.mainCategory,
      gender: product.gender,
      subCategory: product.subCategory,
      details: product.details,
      variants: product.variants,
    };
    const before = await entryCount();
    expect((await put(id!, { ...base, price: -1 })).statusCode).toBe(400);
    expect((await put('00000000-0000-4000-8000-000000000000', base)).statusCode).toBe(404);
    expect(await entryCount()).toBe(before);

    const res = await put(id!, {
      ...base,
      itemName: 'Diff Tee II',
      price: 27_500,
      details: '<p>Heavier cotton</p>',
      variants: [
        {
          ...black,
          color: 'Charcoal',
          sizes: [
            { size: 'M', stock: 9 },
            { size: 'XL', stock: 4 },
          ],
        },
        { name: 'Sky', description: '', color: 'Blue', sizes: { S: 3 }, images: red!.images },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = await onlyNewEntry(before);
    expect(entry).toMatchObject({ action: 'product.update', entityType: 'product', entityId: id });
    expect(entry.summary).toEqual({
      itemName: 'Diff Tee II',
      changes: [
        { field: 'itemName', from: 'Diff Tee', to: 'Diff Tee II' },
        { field: 'price', from: 25_000, to: 27_500 },
      ],
      textsChanged: ['details'],
      variantsAdded: ['Blue'],
      variantsRemoved: ['Red'],
      variantsEdited: [{ color: 'Charcoal', previousColor: 'Black', fields: ['color'] }],
      stock: [
        { color: 'Charcoal', size: 'M', from: 5, to: 9 },
        { color: 'Charcoal', size: 'L', from: 2, to: null },
        { color: 'Charcoal', size: 'XL', from: null, to: 4 },
      ],
    });
    // The product's own history, newest first.
    const history = await audit(`?entityType=product&entityId=${id}`);
    expect(history.entries.map((e) => e.action)).toEqual(['product.update']);
    expect(history.pagination.totalEntries).toBe(1);
  });

  it('writes what a deleted product was; deleting it again (404) writes nothing', async () => {
    const [id] = await addProducts(shop.database.db, [
      { itemName: 'Gone Tee', price: 15_000, variants: [{ color: 'Green', sizes: { M: 5, L: 1 } }] },
    ]);
    const before = await entryCount();
    expect(
      (await request(shop, { method: 'DELETE', url: `/api/admin/products/${id}`, token: boss.token })).statusCode,
    ).toBe(200);
    const entry = await onlyNewEntry(before);
    expect(entry).toMatchObject({
      action: 'product.delete',
      entityId: id,
      summary: { itemName: 'Gone Tee', price: 15_000, batchName: '', colours: ['Green'], totalStock: 6 },
    });
    expect(
      (await request(shop, { method: 'DELETE', url: `/api/admin/products/${id}`, token: boss.token })).statusCode,
    ).toBe(404);
    expect(await entryCount()).toBe(before + 1);
  });

  it('writes an order status change from → to; an illegal move (409) writes nothing', async () => {
    const [id] = await addProducts(shop.database.db, [{ itemName: 'Order Tee', variants: [{ color: 'Black' }] }]);
    const orderId = await placeOrder(shop, [{ productId: id!, color: 'Black', size: 'M', quantity: 1 }]);
    const before = await entryCount();
    expect((await move(orderId, 'processing')).statusCode).toBe(200);
    const entry = await onlyNewEntry(before);
    expect(entry).toMatchObject({
      action: 'order.status',
      entityType: 'order',
      entityId: orderId,
      summary: { from: 'pending', to: 'processing' },
    });
    expect((await move(orderId, 'pending')).statusCode).toBe(409);
    expect((await move(orderId, 'delivered')).statusCode).toBe(409);
    expect(await entryCount()).toBe(before + 1);
    // An order id is found however it is typed.
    const history = await audit(`?entityType=order&entityId=${orderId.toLowerCase()}`);
    expect(history.entries.map((e) => e.summary)).toEqual([{ from: 'pending', to: 'processing' }]);
  });

  it('writes who a deleted customer was and how many orders went, never their password hash', async () => {
    const {
      id: userId,
      email,
      token,
    } = await person(shop, {
      name: 'Daw Gone',
      password: 'Secret12345',
      phone: '09441122334',
    });
    const { rows } = await shop.database.db.execute<{ hash: string }>(
      sql`select password_hash as hash from users where id = ${userId}`,
    );
    const [id] = await addProducts(shop.database.db, [{ itemName: 'Their Tee', variants: [{ color: 'Black' }] }]);
    const line = [{ productId: id!, color: 'Black', size: 'M', quantity: 1 }];
    await placeOrder(shop, line, token);
    const shipped = await placeOrder(shop, line, token);
    await move(shipped, 'processing');
    await move(shipped, 'shipped');
    const before = await entryCount();
    const res = await request(shop, { method: 'DELETE', url: `/api/admin/customers/${userId}`, token: boss.token });
    expect(res.statusCode).toBe(200);
    const entry = await onlyNewEntry(before);
    expect(entry).toMatchObject({
      action: 'customer.delete',
      entityType: 'customer',
      entityId: userId,
      summary: { name: 'Daw Gone', email, orders: 2, restockedOrders: 1 },
    });
    const stored = await shop.database.db.execute(sql`select * from admin_audit where entity_id = ${userId}`);
    const text = JSON.stringify(stored.rows);
    expect(text).not.toContain(rows[0]!.hash);
    expect(text).not.toMatch(/password|Secret12345|token/i);
    expect(
      (await request(shop, { method: 'DELETE', url: `/api/admin/customers/${userId}`, token: boss.token })).statusCode,
    ).toBe(404);
    expect(await entryCount()).toBe(before + 1);
  });

  it('lists newest first and pages; keeps the email of an admin whose account is gone', async () => {
    const all = await audit('?limit=2&page=1');
    const total = all.pagination.totalEntries;
    expect(total).toBe(await entryCount());
    expect(all.pagination).toEqual({ page: 1, limit: 2, totalPages: Math.ceil(total / 2), totalEntries: total });
    const everything = (await audit('?limit=100')).entries;
    const ids = everything.map((e) => Number(e._id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await audit('?limit=2&page=2')).entries.map((e) => e._id)).toEqual(
      everything.slice(2, 4).map((e) => e._id),
    );
    expect((await audit('?entityType=customer')).entries.every((e) => e.entityType === 'customer')).toBe(true);

    const other = await person(shop, { role: 'admin' });
    const [id] = await addProducts(shop.database.db, [{ itemName: 'Orphan Tee', variants: [{ color: 'Black' }] }]);
    await request(shop, { method: 'DELETE', url: `/api/admin/products/${id}`, token: other.token });
    await shop.database.db.execute(sql`delete from users where id = ${other.id}`);
    const [orphan] = (await audit(`?entityType=product&entityId=${id}`)).entries;
    expect(orphan).toMatchObject({ actorId: null, actorEmail: other.email, action: 'product.delete' });
  });

  it('answers bad queries with 400 and is for admins only', async () => {
    const bad = async (query: string, message: string) => {
      const res = await request(shop, { method: 'GET', url: `/api/admin/audit${query}`, token: boss.token });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    };
    await bad('?entityType=invoice', 'Entity type must be one of product, order, customer, delivery, payment, shop');
    await bad('?entityId=abc', 'Please give the entity type with the entity id');
    await bad('?page=0', 'Page must be a whole number from 1');
    await bad('?limit=1000', 'Limit must be a whole number from 1 to 100');
    expect((await audit('?entityType=product&entityId=nothing-here')).entries).toEqual([]);

    expect((await request(shop, { method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
    const customer = await person(shop);
    expect((await request(shop, { method: 'GET', url: '/api/admin/audit', token: customer.token })).statusCode).toBe(
      403,
    );
  });
});
