import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ByColorRecord, Product, ProductListing, ProductSearch } from '@shop/shared/catalog';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { addProducts, type ProductFixture } from '../../../test/support/catalog.ts';

const fixtures: ProductFixture[] = [
  {
    itemName: 'Shwedagon Tee ရွှေတိဂုံ',
    gender: 'male',
    mainCategory: 'T-shirt',
    subCategory: 'Graphic Tee',
    price: 25_000,
    daysOld: 2,
    variants: [
      {
        color: 'Black',
        images: ['/uploads/products/a-640.webp', '/uploads/products/b-640.webp'],
        sizes: { M: 0, S: 3 },
      },
      { color: 'White', sizes: { XL: 5 } },
    ],
  },
  {
    itemName: 'Inle Hoodie',
    gender: 'female',
    mainCategory: 'Sweater',
    subCategory: 'Hoodie',
    daysOld: 20,
    variants: [{ color: 'Gray' }],
  },
  { itemName: 'Teak Crewneck', gender: 'male', mainCategory: 'Sweater', subCategory: 'Crewneck', daysOld: 40 },
  {
    itemName: 'Strand Coach Jacket',
    gender: 'female',
    mainCategory: 'Sweater',
    subCategory: 'Coach Jacket',
    daysOld: 50,
  },
  { itemName: 'Chaungtha Sweat Shorts', gender: 'male', mainCategory: 'Sweater', subCategory: 'Shorts', daysOld: 60 },
  { itemName: 'Golden Rock Cap', gender: 'unisex', mainCategory: 'Accessory', subCategory: 'Cap', daysOld: 3 },
  {
    itemName: 'Runner Sneaker',
    gender: 'unisex',
    mainCategory: 'Shoe',
    subCategory: 'Sneakers',
    daysOld: 100,
    variants: [{ color: 'Red', sizes: {} }],
  },
];

describe('catalogue reads', () => {
  let shop: TestShop;
  let ids: string[];
  beforeAll(async () => {
    shop = await createTestShop();
    ids = await addProducts(shop.database.db, fixtures);
  });
  afterAll(() => shop.close());

  const get = (url: string) => shop.app.inject({ method: 'GET', url });
  const names = (items: { itemName: string }[]) => [...new Set(items.map((i) => i.itemName))].sort();

  it('lists one record per colour with the spec fields', async () => {
    const res = await get('/api/products/by-color');
    expect(res.statusCode).toBe(200);
    const records = res.json<ByColorRecord[]>();
    expect(records).toHaveLength(8);
    const black = records.find((r) => r._id === `${ids[0]}_Black`);
    expect(black).toMatchObject({
      originalId: ids[0],
      name: 'Shwedagon Tee ရွှေတိဂုံ',
      itemName: 'Shwedagon Tee ရွှေတိဂုံ',
      price: 25_000,
      images: ['/uploads/products/a-640.webp', '/uploads/products/b-640.webp'],
      mainCategory: 'T-shirt',
      subcategory: 'Graphic Tee',
      gender: 'male',
      color: 'Black',
      // XS to XXL order, whatever order they were stored in.
      sizes: [
        { size: 'S', stock: 3 },
        { size: 'M', stock: 0 },
      ],
    });
    expect(Date.now() - Date.parse(black!.createdAt)).toBeGreaterThan(1.9 * 86_400_000);
    expect(black!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(records.find((r) => r._id === `${ids[6]}_Red`)?.sizes).toEqual([]);
  });

  it('answers one product with its colours, sizes and stock', async () => {
    const res = await get(`/api/products/${ids[0]}`);
    expect(res.statusCode).toBe(200);
    const product = res.json<Product>();
    expect(product).toMatchObject({
      _id: ids[0],
      itemName: 'Shwedagon Tee ရွှေတိဂုံ',
      price: 25_000,
      totalStock: 8,
      totalVariants: 2,
    });
    expect(product.variants.map((v) => [v.color, v.images.length, v.sizes])).toEqual([
      [
        'Black',
        2,
        [
          { size: 'S', stock: 3 },
          { size: 'M', stock: 0 },
        ],
      ],
      ['White', 1, [{ size: 'XL', stock: 5 }]],
    ]);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'abc', '507f1f77bcf86cd799439011', "1' or '1'='1", '%E2%80%8B'])(
    'answers 404 Product not found for the unknown or malformed id %s',
    async (id) => {
      const res = await get(`/api/products/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('lists every product, newest first, at /api/auth/products', async () => {
    const res = await get('/api/auth/products');
    expect(res.json<Product[]>().map((p) => p._id)).toEqual([ids[0], ids[5], ids[1], ids[2], ids[3], ids[4], ids[6]]);
  });

  it('shows the 5 newest in the carousel', async () => {
    const res = await get('/api/products/newest');
    const items = res.json<{ items: { _id: string; colors: string[] }[] }>().items;
    expect(items.map((i) => i._id)).toEqual([ids[0], ids[5], ids[1], ids[2], ids[3]]);
    expect(items[0]?.colors).toEqual(['Black', 'White']);
  });

  it.each([
    ['men', ['Chaungtha Sweat Shorts', 'Shwedagon Tee ရွှေတိဂုံ', 'Teak Crewneck']],
    ['women', ['Inle Hoodie', 'Strand Coach Jacket']],
    ['new-arrivals', ['Golden Rock Cap', 'Shwedagon Tee ရွှေတိဂုံ']],
    ['tees', ['Shwedagon Tee ရွှေတိဂုံ']],
    ['t-shirts', ['Shwedagon Tee ရွှေတိဂုံ']],
    ['hoodies', ['Inle Hoodie']],
    ['crewnecks', ['Teak Crewneck']],
    ['outwear', ['Strand Coach Jacket']],
    ['shorts', ['Chaungtha Sweat Shorts']],
    ['accessories', ['Golden Rock Cap']],
    ['MEN', ['Chaungtha Sweat Shorts', 'Shwedagon Tee ရွှေတိဂုံ', 'Teak Crewneck']],
    ['sneakers', ['Runner Sneaker']],
    ['unisex', ['Golden Rock Cap', 'Runner Sneaker']],
    ['kids', []],
  ])('filters the category %s', async (slug, expected) => {
    const listing = (await get(`/api/products?category=${slug}`)).json<ProductListing>();
    expect(names(listing.items)).toEqual(expected);
    expect(listing.total).toBe(listing.items.length);
  });

  it('says whether a category is one the shop has: the menu, a product’s category or gender', async () => {
    const found = async (slug: string) =>
      (await get(`/api/products?category=${encodeURIComponent(slug)}`)).json<ProductListing>().found;
    for (const slug of ['all', 'men', 'MEN', 'hoodies', 'sneakers', 'coach-jacket', 'Coach Jacket', 'shoe', 'unisex']) {
      expect(await found(slug), slug).toBe(true);
    }
    for (const slug of ['kids', 'sneak', 'call 0912345678 for a refund', '<b>x</b>']) {
      expect(await found(slug), slug).toBe(false);
    }
  });

  it('shows everything for all or no category, with friendly titles', async () => {
    const all = (await get('/api/products?category=all')).json<ProductListing>();
    const none = (await get('/api/products')).json<ProductListing>();
    expect(all.total).toBe(8);
    expect(none.items).toEqual(all.items);
    expect(all.title).toBe('All Products');
    expect((await get('/api/products?category=men')).json<ProductListing>().title).toBe("Men's Collection");
  });

  it('searches names, categories and colours, ignoring case, in Burmese too', async () => {
    const search = async (q: string) =>
      (await get(`/api/products/search?q=${encodeURIComponent(q)}`)).json<ProductSearch>();
    expect((await search('hOODie')).items.map((i) => i.itemName)).toEqual(['Inle Hoodie']);
    expect((await search('ရွှေ')).items.map((i) => i.itemName)).toEqual(['Shwedagon Tee ရွှေတိဂုံ']);
    expect((await search('sneakers')).items.map((i) => i.itemName)).toEqual(['Runner Sneaker']);
    // A colour search shows the matching colour of the product.
    expect((await search('white')).items.map((i) => [i.itemName, i.color, i.images])).toEqual([
      ['Shwedagon Tee ရွှေတိဂုံ', 'White', ['/uploads/products/white-640.webp']],
    ]);
    expect((await search('100%')).total).toBe(0);
    expect((await search('')).items).toEqual([]);
    const grid = (await get(`/api/products?q=${encodeURIComponent('GRAY')}`)).json<ProductListing>();
    expect(grid.items.map((i) => i._id)).toEqual([`${ids[1]}_Gray`]);
  });

  it('refuses an over-long search with 400 naming the field', async () => {
    const res = await get(`/api/products/search?q=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Please keep the search under 100 characters',
      code: 'VALIDATION',
      field: 'q',
    });
  });

  it('sends details without scripts, event handlers or javascript: links', async () => {
    const [id] = await addProducts(shop.database.db, [
      {
        itemName: 'Unsafe Details Tee',
        details:
          '<p>Soft <strong>cotton</strong></p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a><a href="https://shop.example/size">guide</a>',
      },
    ]);
    const details = (await get(`/api/products/${id}`)).json<Product>().details;
    expect(details).toContain('<p>Soft <strong>cotton</strong></p>');
    expect(details).toContain('href="https://shop.example/size"');
    expect(details).not.toMatch(/script|onerror|alert|javascript:/i);
  });
});
