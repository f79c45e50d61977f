import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductList } from '@shop/shared/admin';
import { createTestShop, type TestShop } from '../../../../test/support/shop.ts';
import { person } from '../../../../test/support/people.ts';
import { request } from '../../../../test/support/request.ts';
import { addProducts } from '../../../../test/support/catalog.ts';

describe('admin product list and stats', () => {
  let shop: TestShop;
  let token: string;
  let ids: string[];
  beforeAll(async () => {
    shop = await createTestShop();
    token = (await person(shop, { role: 'admin' })).token;
    // 14 products, newest first by index: p0 is newest.
    ids = await addProducts(
      shop.database.db,
      Array.from({ length: 14 }, (_, i) => ({
        itemName: i === 3 ? '100% Cotton_Tee' : `Product ${String(i).padStart(2, '0')}`,
        mainCategory: i % 2 ? 'Sweater' : 'T-shirt',
        daysOld: i + 1,
        variants:
          i === 0
            ? []
            : [
                { color: i === 5 ? 'Green' : 'Black', sizes: { M: i === 1 ? 0 : i < 4 ? 3 : 10 } },
                ...(i === 2 ? [{ color: 'White', sizes: { S: 2 } }] : []),
              ],
      })),
    );
  });
  afterAll(() => shop.close());

  const list = (query = '') =>
    request(shop, { method: 'GET', url: `/api/admin/products${query}`, token }).then((r) => r.json<AdminProductList>());

  it('pages 12 a page, newest first, with stock, variants and badges', async () => {
    const first = await list();
    expect(first.pagination).toEqual({ page: 1, limit: 12, totalPages: 2, totalProducts: 14 });
    expect(first.products.map((p) => p._id)).toEqual(ids.slice(0, 12));
    expect(first.products[0]).toMatchObject({
      totalStock: 0,
      totalVariants: 0,
      stockBadge: 'Out of Stock',
      image: null,
    });
    expect(first.products[1]).toMatchObject({ totalStock: 0, stockBadge: 'Out of Stock' });
    expect(first.products[2]).toMatchObject({ totalStock: 5, totalVariants: 2, stockBadge: 'Low Stock' });
    expect(first.products[4]).toMatchObject({
      totalStock: 10,
      stockBadge: 'In Stock',
      image: '/uploads/products/black-640.webp',
    });
    const second = await list('?page=2');
    expect(second.products.map((p) => p._id)).toEqual(ids.slice(12));
    expect((await list('?page=3')).products).toEqual([]);
  });

  it('searches on the server, case-insensitive, wildcards literal, any input safe', async () => {
    // Product 00 to 09 less the renamed 03.
    expect((await list('?search=product%200')).products).toHaveLength(9);
    expect((await list('?search=PRODUCT%2013')).products.map((p) => p._id)).toEqual([ids[13]]);
    expect((await list('?search=100%25')).products.map((p) => p._id)).toEqual([ids[3]]);
    expect((await list('?search=_')).products.map((p) => p._id)).toEqual([ids[3]]);
    expect((await list('?search=%25')).products.map((p) => p._id)).toEqual([ids[3]]);
    expect((await list('?search=green')).products.map((p) => p._id)).toEqual([ids[5]]);
    for (const nasty of ["'; drop table products; --", '\\', '%_%', 'ၼ']) {
      const res = await request(shop, {
        method: 'GET',
        url: `/api/admin/products?search=${encodeURIComponent(nasty)}`,
        token,
      });
      expect(res.statusCode).toBe(200);
    }
    const bad = await request(shop, { method: 'GET', url: '/api/admin/products?page=0', token });
    expect(bad.statusCode).toBe(400);
    expect((await list()).pagination.totalProducts).toBe(14);
  });

  it('counts the stats cards exactly', async () => {
    const res = await request(shop, { method: 'GET', url: '/api/admin/products/stats', token });
    // Stock: p1 0, p2 3+2, p3 3, p4..p13 10 each.
    expect(res.json()).toEqual({
      totalProducts: 14,
      totalStock: 108,
      totalCategories: 2,
      lowStockProducts: 2,
      outOfStockProducts: 2,
    });
  });
});
