import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductListing } from '@shop/shared/catalog';
import { createTestShop, type TestShop } from '../../../../test/support/shop.ts';
import { person } from '../../../../test/support/people.ts';
import { request } from '../../../../test/support/request.ts';
import { uploadedImages } from '../../../../test/support/images.ts';

describe('POST /api/auth/products (batch builder)', () => {
  let shop: TestShop;
  let token: string;
  let images: string[];
  beforeAll(async () => {
    shop = await createTestShop();
    token = (await person(shop, { role: 'admin' })).token;
    images = await uploadedImages(shop, token, 3);
  });
  afterAll(() => shop.close());

  const variant = (color: string, extra: object = {}) => ({
    name: `Drop ${color}`,
    description: `${color} one`,
    color,
    sizes: [
      { size: 'M', stock: 4 },
      { size: 'L', stock: 0 },
    ],
    images: [images[0]],
    ...extra,
  });
  const product = (name: string, variants: object[], extra: object = {}) => ({
    itemName: name,
    mainCategory: 'T-shirt',
    subCategory: 'Tee',
    price: 25_000,
    variants,
    ...extra,
  });
  const post = (payload: object) => request(shop, { method: 'POST', url: '/api/auth/products', payload, token });
  const productCount = async () =>
    Number((await shop.database.db.execute<{ n: number }>(sql`select count(*)::int as n from products`)).rows[0]!.n);

  it('creates every product of every gender at once; the storefront lists them', async () => {
    const res = await post({
      batchName: 'Monsoon drop',
      genders: {
        male: [product('Rain Tee', [variant('Black'), variant('white', { sizes: { S: 2, XL: 1 } })])],
        female: [
          product('Cloud Tee', [variant('Red', { images: [images[1], images[2]] })], {
            details: '<p onclick="x()">Soft<script>alert(1)</script> <a href="javascript:alert(1)">cotton</a></p>',
          }),
        ],
        unisex: [product('', [variant('Blue')], { itemName: undefined, name: 'Mist Tee' })],
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ message: string; products: string[] }>();
    expect(body.message).toBe('Batch added successfully!');
    expect(body.products).toHaveLength(3);

    const rain = (await request(shop, { method: 'GET', url: `/api/products/${body.products[0]}` })).json<Product>();
    expect(rain).toMatchObject({ itemName: 'Rain Tee', gender: 'male', batchName: 'Monsoon drop', totalStock: 7 });
    expect(rain.variants.map((v) => [v.color, v.sizes])).toEqual([
      [
        'Black',
        [
          { size: 'M', stock: 4 },
          { size: 'L', stock: 0 },
        ],
      ],
      [
        'White',
        [
          { size: 'S', stock: 2 },
          { size: 'XL', stock: 1 },
        ],
      ],
    ]);
    const cloud = (await request(shop, { method: 'GET', url: `/api/products/${body.products[1]}` })).json<Product>();
    expect(cloud.variants[0]!.images).toEqual([images[1], images[2]]);
    expect(cloud.details).not.toMatch(/script|onclick|javascript:/);
    expect(cloud.details).toContain('Soft');
    const stored = await shop.database.db.execute<{ details: string }>(
      sql`select details from products where id = ${body.products[1]}`,
    );
    expect(stored.rows[0]!.details).not.toMatch(/script|onclick|javascript:/);
    const mist = (await request(shop, { method: 'GET', url: `/api/products/${body.products[2]}` })).json<Product>();
    expect(mist).toMatchObject({ itemName: 'Mist Tee', gender: 'unisex' });

    const listing = (await request(shop, { method: 'GET', url: '/api/products?q=tee' })).json<ProductListing>();
    expect(listing.items.map((i) => i.itemName).sort()).toEqual(['Cloud Tee', 'Mist Tee', 'Rain Tee', 'Rain Tee']);
  });

  it('one bad variant refuses the whole batch with the spec message and writes nothing', async () => {
    const before = await productCount();
    const bad = [
      variant('Black', { sizes: [{ size: 'M', stock: 0 }] }),
      variant('Black', { images: [] }),
      variant('Black', { name: '' }),
    ];
    for (const broken of bad) {
      const res = await post({
        batchName: 'Half batch',
        genders: { male: [product('Fine Tee', [variant('Black')])], female: [product('Broken Tee', [broken])] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        message: 'Please fill in product name, select a color, add stock for at least one size, and upload images',
      });
      expect(res.json().field).toMatch(/^genders\.female\.0\.variants\.0/);
    }
    // A colour the palette lacks is named as such (decision 043; palette.test.ts).
    const purple = await post({
      batchName: 'Half batch',
      genders: {
        male: [product('Fine Tee', [variant('Black')])],
        female: [product('Broken Tee', [variant('Purple')])],
      },
    });
    expect([purple.statusCode, purple.json().field]).toEqual([400, 'genders.female.0.variants.0.color']);
    expect(await productCount()).toBe(before);
  });

  it('needs a batch name and a product; refuses negative prices and stock', async () => {
    const cases: [object, string][] = [
      [{ batchName: ' ', genders: { male: [product('A', [variant('Black')])] } }, 'Batch name is required'],
      [{ batchName: 'Empty', genders: { male: [], female: [] } }, 'Please add at least one product to the batch'],
      [{ batchName: 'Empty' }, 'Please add at least one product to the batch'],
      [
        { batchName: 'P', genders: { male: [product('A', [variant('Black')], { price: -10 })] } },
        'Price must be a whole number of kyat, 0 or more',
      ],
      [{ batchName: 'P', genders: { male: [product('A', [])] } }, 'Please add at least one variant'],
      [
        {
          batchName: 'S',
          genders: { male: [product('A', [variant('Black', { sizes: [{ size: 'M', stock: -1 }] })])] },
        },
        'Stock must be a whole number, 0 or more',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('refuses foreign and made-up image URLs (400) and writes nothing', async () => {
    const before = await productCount();
    for (const url of [
      'https://evil.example/pixel.png',
      '/uploads/products/0123456789abcdef-640.webp',
      '/uploads/../secret-640.webp',
      'javascript:alert(1)',
    ]) {
      const res = await post({
        batchName: 'Foreign',
        genders: { unisex: [product('Ok', [variant('Black')]), product('Hot', [variant('Red', { images: [url] })])] },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Images must be uploaded through the shop',
        field: 'genders.unisex.1.variants.0.images.0',
      });
    }
    // A colour the palette lacks is named as such (decision 043; palette.test.ts).
    const purple = await post({
      batchName: 'Half batch',
      genders: {
        male: [product('Fine Tee', [variant('Black')])],
        female: [product('Broken Tee', [variant('Purple')])],
      },
    });
    expect([purple.statusCode, purple.json().field]).toEqual([400, 'genders.female.0.variants.0.color']);
    expect(await productCount()).toBe(before);
  });
});
