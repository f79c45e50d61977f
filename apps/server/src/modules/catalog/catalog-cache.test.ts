import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ByColorRecord, ProductListing } from '@shop/shared/catalog';
import { products, productVariants, variantStock } from '../../db/schema/index.ts';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { addProducts, catalogueListening } from '../../../test/support/catalog.ts';
import { catalogTransaction, writeCatalog } from './catalog-cache.ts';
import { expireDueOrders } from '../payment-review/payment-expiry.ts';
import { sharedReads } from './catalog-version-reads.ts';

describe('paged listing', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
    // Tee 1 is the newest, Tee 14 the oldest.
    await addProducts(
      shop.database.db,
      Array.from({ length: 14 }, (_, i) => ({ itemName: `Tee ${i + 1}`, daysOld: 10 + i })),
    );
  });
  afterAll(() => shop.close());

  const page = async (query: string) => {
    const res = await shop.app.inject({ method: 'GET', url: `/api/products?${query}` });
    return { status: res.statusCode, body: res.json<ProductListing & { message?: string; field?: string }>() };
  };

  it('shows 12 cards a page, newest first, and where the end is', async () => {
    const first = await page('page=1');
    expect(first.body.items.map((i) => i.itemName)).toEqual(Array.from({ length: 12 }, (_, i) => `Tee ${i + 1}`));
    expect(first.body).toMatchObject({ total: 14, page: 1, pageSize: 12, totalPages: 2 });
    const second = await page('page=2');
    expect(second.body.items.map((i) => i.itemName)).toEqual(['Tee 13', 'Tee 14']);
  });

  it('answers a page past the end with no cards but the true total', async () => {
    const past = await page('page=9');
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ items: [], total: 14, page: 9, totalPages: 2 });
  });

  it.each(['0', '-1', 'abc', '1.5', '', '100001'])('refuses page=%s with 400 naming the field', async (value) => {
    const res = await page(`page=${value}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION',
      field: 'page',
      message: 'Page must be a whole number from 1',
    });
  });
});

describe('catalogue caching', () => {
  let shop: TestShop;
  let productId: string;
  beforeAll(async () => {
    shop = await createTestShop();
    await catalogueListening(shop);
    [productId] = (await addProducts(shop.database.db, [
      { itemName: 'Cached Tee', variants: [{ color: 'Black', sizes: { M: 5 } }] },
    ])) as [string];
  });
  afterAll(() => shop.close());

  const get = (url: string, etag?: string) =>
    shop.app.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });

  it('answers 304 while nothing changed and the new data the moment a product changes', async () => {
    const first = await get('/api/products/by-color');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"catalog-\d+-[0-9a-f]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');

    const again = await get('/api/products/by-color', etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(`/api/products/${productId}`, etag)).statusCode).toBe(304);

    // Stock changes too (an order taking the last units).
    await writeCatalog(shop.database.db, async (tx) => {
      const [variant] = await tx
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(eq(productVariants.productId, productId));
      await tx.update(variantStock).set({ stock: 0 }).where(eq(variantStock.variantId, variant!.id));
    });
    const changed = await get('/api/products/by-color', etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<ByColorRecord[]>()[0]?.sizes).toEqual([{ size: 'M', stock: 0 }]);

    await addProducts(shop.database.db, [{ itemName: 'Fresh Tee' }]);
    const added = await get('/api/products', changed.headers.etag as string);
    expect(added.statusCode).toBe(200);
    expect(added.json<ProductListing>().items.map((i) => i.itemName)).toContain('Fresh Tee');
  });

  it('answers repeated plain GETs alike and the new data right after a change', async () => {
    const url = `/api/products/${productId}`;
    await writeCatalog(shop.database.db, async (tx) => {
      await tx.update(products).set({ itemNameMy: 'တီရှပ်' }).where(eq(products.id, productId));
    });
    const first = await get(url);
    const again = await get(url);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers.etag).toBe(first.headers.etag);
    // Kept as UTF-8 bytes: the Burmese names survive, and the length is in bytes, not letters.
    expect(again.json<{ itemNameMy: string }>().itemNameMy).toBe('တီရှပ်');
    expect(again.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));

    await writeCatalog(shop.database.db, async (tx) => {
      await tx.update(products).set({ price: 31_000 }).where(eq(products.id, productId));
    });
    const changed = await get(url);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(changed.json<{ price: number }>().price).toBe(31_000);
  });

  it('sends a kept answer compressed to a phone that takes brotli or gzip, the same JSON', async () => {
    // A listing of a dozen cards: big enough to be worth compressing.
    await addProducts(
      shop.database.db,
      Array.from({ length: 12 }, (_, i) => ({ itemName: `Packed Tee ${i + 1}` })),
    );
    const url = '/api/products?page=1';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/Accept-Encoding/);
    const as = (encoding: string) => shop.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    // The copies are made off the event loop once the answer is kept: the first asks may get the text.
    let br = await as('gzip, deflate, br');
    for (let i = 0; i < 50 && br.headers['content-encoding'] !== 'br'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      br = await as('gzip, deflate, br');
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(String(br.headers.vary)).toMatch(/Origin.*Accept-Encoding|Accept-Encoding.*Origin/);

    const gz = await as('br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const none = await as('identity');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.body);
    // Sending the kept text did not start the answer over: the compressed copy is still there.
    expect((await as('br')).headers['content-encoding']).toBe('br');
    const revalidated = await get(url, plain.headers.etag as string);
    expect(revalidated.statusCode).toBe(304);
    expect(String(revalidated.headers.vary)).toMatch(/Accept-Encoding/);

    // A change: the new answer, compressed again in its turn.
    await writeCatalog(shop.database.db, async (tx) => {
      await tx.update(products).set({ itemName: 'Renamed Packed Tee' }).where(eq(products.itemName, 'Packed Tee 1'));
    });
    let changed = await as('br');
    for (let i = 0; i < 50 && changed.headers['content-encoding'] !== 'br'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      changed = await as('br');
    }
    expect(zlib.brotliDecompressSync(changed.rawPayload).toString()).toContain('Renamed Packed Tee');
  });

  it('keeps the version when a catalogue write fails and rolls back', async () => {
    const etag = (await get('/api/products/newest')).headers.etag as string;
    await expect(
      writeCatalog(shop.database.db, async (tx) => {
        await tx.update(variantStock).set({ stock: -1 });
      }),
    ).rejects.toThrow();
    expect((await get('/api/products/newest', etag)).statusCode).toBe(304);
    expect((await get(`/api/products/${productId}`)).json<{ totalStock: number }>().totalStock).toBe(0);
  });

  it('keeps the version through a transaction that changed nothing of the catalogue (the minute’s payment sweep)', async () => {
    const etag = (await get('/api/products/newest')).headers.etag as string;
    // The sweep of unpaid transfer orders, with none due: what every instance runs every minute.
    const expired = await expireDueOrders(shop.database.db);
    expect(expired).toEqual([]);
    await catalogTransaction(shop.database.db, async (tx) => {
      await tx.execute(sql`select 1`);
    });
    expect((await get('/api/products/newest', etag)).statusCode).toBe(304);
    expect((await get(`/api/products/${productId}`, etag)).statusCode).toBe(304);
  });
});

describe('version reads shared among requests', () => {
  it('never answers from a read begun before the request arrived, and shares the next read', async () => {
    let committed = 0;
    const finish: (() => void)[] = [];
    const read = () => {
      const seen = committed;
      return new Promise<number>((resolve) => finish.push(() => resolve(seen)));
    };
    const readVersion = sharedReads(read);
    const first = readVersion();
    committed = 1; // a catalogue change commits while the first read runs
    const second = readVersion();
    const third = readVersion();
    expect(finish).toHaveLength(1);

    finish[0]!();
    expect(await first).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(finish).toHaveLength(2);
    finish[1]!();
    expect(await second).toBe(1);
    expect(await third).toBe(1);
  });
});
