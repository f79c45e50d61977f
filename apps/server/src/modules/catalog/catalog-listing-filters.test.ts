import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ByColorRecord, ListingFacets, ProductListing } from '@shop/shared/catalog';
import { addProducts, catalogueListening } from '../../../test/support/catalog.ts';
import { placeOrder } from '../../../test/support/orders.ts';
import { person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';

describe('sorted and filtered listings', () => {
  let shop: TestShop;
  let ids: Record<string, string>;
  beforeAll(async () => {
    shop = await createTestShop();
    await catalogueListening(shop);
    const names = ['Cheap Tee', 'Mid Hoodie', 'Dear Jacket', 'Sold Out Tee'];
    const added = await addProducts(shop.database.db, [
      {
        itemName: 'Cheap Tee',
        price: 15_000,
        daysOld: 1,
        variants: [
          { color: 'Black', sizes: { L: 2, M: 0 } },
          { color: 'White', sizes: { M: 3 } },
        ],
      },
      {
        itemName: 'Mid Hoodie',
        subCategory: 'Hoodie',
        price: 35_000,
        daysOld: 2,
        variants: [{ color: 'Black', sizes: { L: 5 } }],
      },
      {
        itemName: 'Dear Jacket',
        subCategory: 'Jacket',
        price: 90_000,
        daysOld: 3,
        variants: [{ color: 'Forest Green', sizes: { XL: 3 } }],
      },
      { itemName: 'Sold Out Tee', price: 20_000, daysOld: 4, variants: [{ color: 'Black', sizes: { L: 0 } }] },
    ]);
    ids = Object.fromEntries(names.map((name, i) => [name, added[i]!]));
    // Two delivered jackets (one left) and one hoodie in the last 30 days; a delivered tee long ago does not count.
    const deliver = async (productId: string, color: string, size: string, quantity: number, daysAgo: number) => {
      const orderId = await placeOrder(shop, [{ productId, color, size, quantity }]);
      await shop.database.db.execute(sql`update orders set status = 'delivered' where order_id = ${orderId}`);
      await shop.database.db.execute(sql`insert into order_timeline (order_id, at, from_status, to_status, by)
        values (${orderId}, now() - make_interval(days => ${daysAgo}), 'shipped', 'delivered', 'admin')`);
    };
    await deliver(ids['Dear Jacket']!, 'Forest Green', 'XL', 2, 2);
    await deliver(ids['Mid Hoodie']!, 'Black', 'L', 1, 3);
    await deliver(ids['Cheap Tee']!, 'White', 'M', 3, 45);
  });
  afterAll(() => shop.close());

  const grid = async (query: string) => {
    const res = await shop.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(res.statusCode, query).toBe(200);
    const body = res.json<ProductListing>();
    return { body, cards: body.items.map((i) => `${i.itemName}/${i.color}`) };
  };

  it('sorts by newest (the default), price both ways and best-selling', async () => {
    expect((await grid('')).cards).toEqual([
      'Cheap Tee/Black',
      'Cheap Tee/White',
      'Mid Hoodie/Black',
      'Dear Jacket/Forest Green',
      'Sold Out Tee/Black',
    ]);
    expect((await grid('sort=price-asc')).cards).toEqual([
      'Cheap Tee/Black',
      'Cheap Tee/White',
      'Sold Out Tee/Black',
      'Mid Hoodie/Black',
      'Dear Jacket/Forest Green',
    ]);
    expect((await grid('sort=price-desc')).cards[0]).toBe('Dear Jacket/Forest Green');
    // Units delivered in the last 30 days: the jacket and the hoodie; the tee's sale is too old.
    expect((await grid('sort=best-selling')).cards.slice(0, 2)).toEqual([
      'Dear Jacket/Forest Green',
      'Mid Hoodie/Black',
    ]);
  });

  it('filters by sizes in stock, colour keys and price, with a true total', async () => {
    const large = await grid('size=L');
    expect(large.cards).toEqual(['Cheap Tee/Black', 'Mid Hoodie/Black']);
    expect(large.body.total).toBe(2);
    expect((await grid('size=L&size=xl')).cards).toEqual([
      'Cheap Tee/Black',
      'Mid Hoodie/Black',
      'Dear Jacket/Forest Green',
    ]);
    expect((await grid('color=forest-green')).cards).toEqual(['Dear Jacket/Forest Green']);
    expect((await grid('color=black&minPrice=20000&maxPrice=40000')).cards).toEqual([
      'Mid Hoodie/Black',
      'Sold Out Tee/Black',
    ]);
    expect((await grid('category=tees&color=white')).cards).toEqual(['Cheap Tee/White']);
  });

  it('ignores what it does not know and swaps a price range the wrong way round, never a 400', async () => {
    const all = (await grid('')).cards;
    expect((await grid('sort=cheapest&size=HUGE&color=plaid')).cards).toEqual(all);
    expect((await grid('minPrice=abc&maxPrice=-5')).cards).toEqual(all);
    // An unknown size beside a known one is simply no match.
    expect((await grid('size=L&size=HUGE')).cards).toEqual(['Cheap Tee/Black', 'Mid Hoodie/Black']);
    expect((await grid('minPrice=40000&maxPrice=10000')).cards).toEqual([
      'Cheap Tee/Black',
      'Cheap Tee/White',
      'Mid Hoodie/Black',
      'Sold Out Tee/Black',
    ]);
    // Myanmar digits are prices too.
    expect((await grid('maxPrice=%E1%81%81%E1%81%85%E1%81%80%E1%81%80%E1%81%80')).cards).toEqual([
      'Cheap Tee/Black',
      'Cheap Tee/White',
    ]);
  });

  it('pages a filtered listing: "Showing 1–12 of N" stays true', async () => {
    const page2 = await grid('sort=price-asc&page=2');
    expect(page2.body).toMatchObject({ items: [], total: 5, totalPages: 1 });
  });

  it('sorts and filters /api/products/by-color the same way', async () => {
    const res = await shop.app.inject({
      method: 'GET',
      url: '/api/products/by-color?sort=price-desc&color=black&size=L',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ByColorRecord[]>().map((c) => `${c.itemName}/${c.color}`)).toEqual([
      'Mid Hoodie/Black',
      'Cheap Tee/Black',
    ]);
    const bad = await shop.app.inject({ method: 'GET', url: '/api/products/by-color?sort=zzz&minPrice=x' });
    expect(bad.statusCode).toBe(200);
    expect(bad.json<ByColorRecord[]>()).toHaveLength(5);
  });

  it("offers a listing's sizes in stock and its colours, before its filters", async () => {
    const facets = async (query: string) => {
      const res = await shop.app.inject({ method: 'GET', url: `/api/products/facets?${query}` });
      expect(res.statusCode, query).toBe(200);
      const body = res.json<ListingFacets>();
      // Names and swatches are the palette's (checked once below); the choice is by key and name.
      return { ...body, colors: body.colors.map(({ key, name }) => ({ key, name })) };
    };
    const all = await shop.app.inject({ method: 'GET', url: '/api/products/facets' });
    expect(all.json<ListingFacets>().colors[0]).toEqual({
      key: 'black',
      name: 'Black',
      nameMy: 'အနက်ရောင်',
      swatch: '#232323',
    });
    expect(await facets('')).toEqual({
      // Every M was sold (the white tee's three went in the old order); nothing has XS, S or XXL.
      sizes: ['L', 'XL'],
      colors: [
        { key: 'black', name: 'Black' },
        { key: 'forest-green', name: 'Forest Green' },
        { key: 'white', name: 'White' },
      ],
    });
    expect(await facets('category=hoodies')).toEqual({ sizes: ['L'], colors: [{ key: 'black', name: 'Black' }] });
    expect(await facets('q=jacket')).toEqual({
      sizes: ['XL'],
      colors: [{ key: 'forest-green', name: 'Forest Green' }],
    });
    expect(await facets('category=shorts')).toEqual({ sizes: [], colors: [] });
  });

  it('costs one statement a filtered, sorted page, cached like any listing', async () => {
    const url = '/api/products?sort=best-selling&size=L&color=black&minPrice=1000&category=hoodies';
    const texts: string[] = [];
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
      texts.push(text ?? '');
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    const first = await shop.app.inject({ method: 'GET', url }).finally(() => {
      pg.Client.prototype.query = query;
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<ProductListing>().items.map((i) => i.itemName)).toEqual(['Mid Hoodie']);
    expect(texts).toHaveLength(1);
    const etag = first.headers.etag as string;
    expect((await shop.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
  });

  it('moves best-selling on every instance as soon as an order is delivered, though no stock changed', async () => {
    // A second instance of the shop on the same database: it hears of the delivery only through
    // the catalogue version (the instance that made it would move on anyway).
    const there = await createTestShop({}, { databaseUrl: shop.databaseUrl, jwtSecret: shop.config.jwtSecret! });
    try {
      await vi.waitFor(
        async () => {
          const { rows } = await shop.database.db.execute<{ n: number }>(
            sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and application_name = 'listen:catalog_version'`,
          );
          expect(rows[0]!.n).toBe(2);
        },
        { timeout: 10_000 },
      );
      const [capId] = await addProducts(shop.database.db, [
        { itemName: 'Fresh Cap', price: 12_000, daysOld: 5, variants: [{ color: 'Red', sizes: { M: 9 } }] },
      ]);
      const orderId = await placeOrder(shop, [{ productId: capId!, color: 'Red', size: 'M', quantity: 4 }]);
      const boss = await person(shop, { role: 'admin' });
      const move = async (status: string) => {
        const res = await request(shop, {
          method: 'PUT',
          url: `/api/admin/orders/${orderId}/status`,
          payload: { status },
          token: boss.token,
        });
        expect(res.statusCode, status).toBe(200);
      };
      await move('processing');
      await move('shipped');
      const url = '/api/products?sort=best-selling';
      const firstOn = async (app: TestShop) =>
        (await app.app.inject({ method: 'GET', url })).json<ProductListing>().items[0]!.itemName;
      // The ranking both instances now keep in memory: the cap has sold nothing yet.
      await vi.waitFor(async () => expect(await firstOn(there)).toBe('Dear Jacket'), { timeout: 5_000 });
      expect(await firstOn(shop)).toBe('Dear Jacket');

      await move('delivered');
      expect(await firstOn(shop)).toBe('Fresh Cap');
      await vi.waitFor(async () => expect(await firstOn(there)).toBe('Fresh Cap'), { timeout: 5_000 });
    } finally {
      await there.close();
    }
  });
});
