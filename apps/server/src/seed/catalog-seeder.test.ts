import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { SHOP_CATEGORIES, categorySlug } from '@shop/shared/categories';
import { GENDERS, isCardOutOfStock, type ByColorRecord, type Product, type ProductListing } from '@shop/shared/catalog';
import { createTestShop, type TestShop } from '../../test/support/shop.ts';
import { products } from '../db/schema/index.ts';
import { seedDemo } from './index.ts';
import { demoProducts } from './catalog-demo.ts';
import { demoBurmese } from './catalog-demo-my.ts';

describe('demo catalogue seed', () => {
  let shop: TestShop;
  let cards: ByColorRecord[];
  beforeAll(async () => {
    shop = await createTestShop();
    const config = { ...shop.config, seedDemo: true };
    await seedDemo(shop.database.db, config, shop.app.log);
    // A second start must not add the catalogue again.
    await seedDemo(shop.database.db, config, shop.app.log);
    cards = (await shop.app.inject({ method: 'GET', url: '/api/products/by-color' })).json<ByColorRecord[]>();
  });
  afterAll(() => shop.close());

  it('fills the catalogue once, every gender, some low and some sold out', async () => {
    const [row] = await shop.database.db.select({ n: count() }).from(products);
    expect(row?.n).toBe(40);
    expect(new Set(cards.map((c) => c.gender))).toEqual(new Set(GENDERS));
    const totals = cards.map((c) => c.totalStock);
    expect(cards.filter(isCardOutOfStock).length).toBeGreaterThan(2);
    expect(totals.filter((t) => t > 0 && t < 10).length).toBeGreaterThan(2);
    expect(new Set(cards.map((c) => c.color)).size).toBeGreaterThanOrEqual(6);
  });

  it('writes every product in Burmese too: its own name, a line about it, details and material', async () => {
    expect(Object.keys(demoBurmese).sort()).toEqual(demoProducts.map((p) => p.name).sort());
    const burmese = /^[\u1000-\u109f\s“”%၊။-]+$/;
    const ids = [...new Set(cards.map((c) => c.originalId))];
    const names = new Set<string>();
    for (const id of ids) {
      const product = (await shop.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>();
      // English names are English; the Burmese ones are Burmese words, each its own.
      expect(product.itemName, product.itemName).toMatch(/^[A-Za-z ]+$/);
      expect(product.itemNameMy, product.itemName).toMatch(burmese);
      expect(product.descriptionMy, product.itemName).toMatch(burmese);
      expect(product.detailsMy).toContain(product.brand);
      expect(product.materialMy).toMatch(/[\u1000-\u109f]/);
      names.add(product.itemNameMy);
    }
    expect(names.size).toBe(ids.length);
  });

  it.each(SHOP_CATEGORIES.map(categorySlug))('has products under the menu category %s', async (slug) => {
    const listing = (
      await shop.app.inject({ method: 'GET', url: `/api/products?category=${slug}` })
    ).json<ProductListing>();
    expect(listing.total).toBeGreaterThan(0);
    if (slug !== 'all') expect(listing.total).toBeLessThan(cards.length);
  });

  it('draws pictures that exist on disk and are served with long cache headers', async () => {
    const urls = cards.flatMap((c) => c.images);
    expect(urls.length).toBeGreaterThanOrEqual(cards.length);
    for (const url of urls) {
      const key = shop.app.storage.keyOf(url);
      expect(key, url).toBeDefined();
      expect(await shop.app.storage.exists(key!)).toBe(true);
      expect(await shop.app.storage.exists(key!.replace(/-\d+\.webp$/, '-320.webp'))).toBe(true);
    }
    const res = await shop.app.inject({ method: 'GET', url: urls[0]! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const missing = await shop.app.inject({ method: 'GET', url: '/uploads/products/0000000000000000-640.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
