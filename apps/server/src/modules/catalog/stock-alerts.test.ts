import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@shop/shared/admin';
import type { Product } from '@shop/shared/catalog';
import type { AdminStockAlertList } from '@shop/shared/stock-files';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { addProducts } from '../../../test/support/catalog.ts';
import { placeOrder } from '../../../test/support/orders.ts';

describe('back in stock', () => {
  let shop: TestShop;
  let token: string;
  beforeAll(async () => {
    shop = await createTestShop();
    token = (await person(shop, { role: 'admin' })).token;
  });
  afterAll(() => shop.close());

  const ask = (id: string, payload: object, language = 'en') =>
    request(shop, {
      method: 'POST',
      url: `/api/products/${id}/stock-alerts`,
      payload,
      headers: { 'accept-language': language },
    });
  const waitingRows = async (id: string) =>
    (
      await shop.database.db.execute<{ n: number }>(sql`
        select count(*)::int as n from stock_alerts a join product_variants v on v.id = a.variant_id
        where v.product_id = ${id}`)
    ).rows[0]!.n;
  /** The admin's edit with one size's stock set (the rest of the product as it is). */
  const restock = async (id: string, color: string, size: string, stock: number) => {
    const product = (await request(shop, { method: 'GET', url: `/api/admin/products/${id}`, token })).json<Product>();
    const variants = product.variants.map((v) =>
      v.color === color ? { ...v, sizes: v.sizes.map((s) => (s.size === size ? { ...s, stock } : s)) } : v,
    );
    const { itemName, itemNameMy, price, mainCategory, gender, subCategory, details } = product;
    const res = await request(shop, {
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      payload: { itemName, itemNameMy, price, mainCategory, gender, subCategory, details, variants },
      token,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('takes an email or a phone for a sold-out size, once per person, and refuses what it cannot keep', async () => {
    const [id] = await addProducts(shop.database.db, [
      { itemName: 'Rain Jacket', variants: [{ color: 'Black', sizes: { S: 0, M: 3 } }] },
    ]);
    const first = await ask(id!, { color: 'black', size: 'S', email: 'Aye@Example.com' });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toContain("We'll let you know");
    expect((await ask(id!, { color: 'Black', size: 'S', email: 'aye@example.com' })).statusCode).toBe(200);
    expect(await waitingRows(id!)).toBe(1);

    const inStock = await ask(id!, { color: 'Black', size: 'M', email: 'aye@example.com' });
    expect(inStock.statusCode).toBe(409);
    expect((await ask(id!, { color: 'Red', size: 'S', email: 'aye@example.com' })).statusCode).toBe(404);
    expect((await ask(id!, { color: 'Black', size: 'XL', phone: '09 781 234 567' })).statusCode).toBe(404);
    const nothing = await ask(id!, { color: 'Black', size: 'S' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('Please enter your email or phone number');
    expect((await ask(id!, { color: 'Black', size: 'S', email: 'not-an-email' })).statusCode).toBe(400);
    const burmese = await ask(id!, { color: 'Black', size: 'S', phone: '12' }, 'my');
    expect(burmese.statusCode).toBe(400);
    expect(burmese.json().message).not.toMatch(/[a-z]{4}/);
    expect(await waitingRows(id!)).toBe(1);
  });

  it('is limited per email, whatever address the requests come from', async () => {
    const [id] = await addProducts(shop.database.db, [
      { itemName: 'Limit Tee', variants: [{ color: 'Black', sizes: { S: 0 } }] },
    ]);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await ask(id!, { color: 'Black', size: 'S', email: 'busy@example.com' })).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 201 || c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
    expect((await ask(id!, { color: 'Black', size: 'S', email: 'other@example.com' })).statusCode).toBe(201);
  });

  it('mails each waiting shopper once when the admin restocks, in their language; phones go on the owner list', async () => {
    const [id] = await addProducts(shop.database.db, [
      { itemName: 'Longyi Hoodie', itemNameMy: 'လုံချည် ဟူဒီ', variants: [{ color: 'Green', sizes: { L: 0, XL: 2 } }] },
    ]);
    expect((await ask(id!, { color: 'Green', size: 'L', email: 'mya@example.com' }, 'my')).statusCode).toBe(201);
    expect((await ask(id!, { color: 'Green', size: 'L', email: 'tom@example.com' })).statusCode).toBe(201);
    expect((await ask(id!, { color: 'Green', size: 'L', phone: '09781234567' })).statusCode).toBe(201);

    const dashboard = (
      await request(shop, { method: 'GET', url: '/api/admin/dashboard', token })
    ).json<AdminDashboard>();
    const row = dashboard.lowStock.items.find((i) => i.productId === id && i.size === 'L');
    expect(row).toMatchObject({ stock: 0, waiting: 3 });
    const waitingList = (
      await request(shop, { method: 'GET', url: '/api/admin/products/stock-alerts', token })
    ).json<AdminStockAlertList>();
    expect(waitingList.items.find((a) => a.productId === id)).toMatchObject({
      phone: '09781234567',
      restockedAt: '',
      stock: 0,
    });

    await restock(id!, 'Green', 'L', 4);
    const burmese = await shop.mail.waitFor((m) => m.to.includes('mya@example.com'));
    expect(burmese.subject).toContain('လုံချည် ဟူဒီ');
    expect(burmese.text).toContain(`/product/${id}?color=Green`);
    const english = await shop.mail.waitFor((m) => m.to.includes('tom@example.com'));
    expect(english.subject).toBe('Back in stock: Longyi Hoodie');
    expect(english.text).toContain('size L, is back in stock');

    // Sold out and restocked again: nobody is mailed twice.
    await restock(id!, 'Green', 'L', 0);
    await restock(id!, 'Green', 'L', 5);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(shop.mail.received.filter((m) => m.to.includes('tom@example.com'))).toHaveLength(1);
    expect(shop.mail.received.filter((m) => m.to.includes('mya@example.com'))).toHaveLength(1);

    const list = (
      await request(shop, { method: 'GET', url: '/api/admin/products/stock-alerts', token })
    ).json<AdminStockAlertList>();
    const phone = list.items.find((a) => a.productId === id)!;
    expect(phone).toMatchObject({ phone: '09781234567', color: 'Green', size: 'L', stock: 5 });
    expect(phone.restockedAt).not.toBe('');
    expect(list.items.some((a) => a.phone === '')).toBe(false);
    const done = await request(shop, {
      method: 'POST',
      url: `/api/admin/products/stock-alerts/${phone.id}/done`,
      token,
    });
    expect(done.statusCode).toBe(200);
    const after = (
      await request(shop, { method: 'GET', url: '/api/admin/products/stock-alerts', token })
    ).json<AdminStockAlertList>();
    expect(after.items.some((a) => a.id === phone.id)).toBe(false);
  });

  it('mails when a cancelled order puts the size back', async () => {
    const [id] = await addProducts(shop.database.db, [
      { itemName: 'Last One Cap', variants: [{ color: 'White', sizes: { M: 1 } }] },
    ]);
    const orderId = await placeOrder(shop, [{ productId: id!, color: 'White', size: 'M', quantity: 1 }]);
    expect((await ask(id!, { color: 'White', size: 'M', email: 'late@example.com' })).statusCode).toBe(201);
    const cancel = await request(shop, {
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/status`,
      payload: { status: 'cancelled' },
      token,
    });
    expect(cancel.statusCode).toBe(200);
    const mail = await shop.mail.waitFor((m) => m.to.includes('late@example.com'));
    expect(mail.subject).toBe('Back in stock: Last One Cap');
  });
});
