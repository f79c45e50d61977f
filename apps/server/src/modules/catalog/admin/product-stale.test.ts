import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct } from '@shop/shared/admin';
import { createTestShop, type TestShop } from '../../../../test/support/shop.ts';
import { person } from '../../../../test/support/people.ts';
import { request } from '../../../../test/support/request.ts';
import { addProducts, stockOf } from '../../../../test/support/catalog.ts';
import { placeOrder, soldOf } from '../../../../test/support/orders.ts';
import { uploadedImages } from '../../../../test/support/images.ts';

const CHANGED =
  'This product changed while you were editing it (units may have sold since you opened it). Reload it to see the current stock, then make your changes again.';

describe('an admin edit never puts sold stock back', () => {
  let shop: TestShop;
  let token: string;
  let id: string;
  beforeAll(async () => {
    shop = await createTestShop();
    token = (await person(shop, { role: 'admin' })).token;
    const [image] = await uploadedImages(shop, token, 1);
    [id] = (await addProducts(shop.database.db, [
      { itemName: 'Busy Hoodie', variants: [{ color: 'Black', images: [image!], sizes: { M: 10 } }] },
    ])) as [string];
  });
  afterAll(() => shop.close());

  const read = async () =>
    (await request(shop, { method: 'GET', url: `/api/admin/products/${id}`, token })).json<AdminProduct>();
  const form = (p: AdminProduct, itemName = p.itemName) => ({
    itemName,
    price: p.price,
    mainCategory: p.mainCategory,
    gender: p.gender,
    subCategory: p.subCategory,
    details: p.details,
    variants: p.variants,
  });
  const put = (payload: object, headers: Record<string, string> = {}) =>
    request(shop, { method: 'PUT', url: `/api/admin/products/${id}`, payload, token, headers });

  it('refuses a form opened before a sale with a clear 409; stock + sold stays what there was', async () => {
    const opened = await read();
    expect(opened.version).toMatch(/\w{8,}/);
    await placeOrder(shop, [{ productId: id, color: 'Black', size: 'M', quantity: 3 }]);

    const stale = await put({ ...form(opened, 'Renamed'), version: opened.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: CHANGED, code: 'CONFLICT' });
    const byHeader = await put(form(opened, 'Renamed'), { 'if-match': `"${opened.version}"` });
    expect(byHeader.statusCode).toBe(409);
    expect((await stockOf(shop, id, 'Black', 'M')) + (await soldOf(shop, id, 'M'))).toBe(10);

    const reloaded = await read();
    expect(reloaded.version).not.toBe(opened.version);
    const saved = await put({ ...form(reloaded, 'Renamed'), version: reloaded.version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AdminProduct>()).toMatchObject({ itemName: 'Renamed' });
    expect(await stockOf(shop, id, 'Black', 'M')).toBe(7);
    // The version moved on with the save: the same form sent twice is stale the second time.
    expect((await put({ ...form(reloaded, 'Again'), version: reloaded.version })).statusCode).toBe(409);
  });

  it("keeps the spec's contract for a client that sends no version: the values sent are written", async () => {
    const p = await read();
    const res = await put(form(p, 'Spec Client'));
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminProduct>().itemName).toBe('Spec Client');
  });
});
