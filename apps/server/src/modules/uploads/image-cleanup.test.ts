import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { storedFiles, uploadedImages } from '../../../test/support/images.ts';
import { IMAGE_FILES_LOCK, sweepPendingImages } from './image-cleanup.ts';

/** Uploads nobody used: a failed batch's images stay for a retry, then go. */
describe('images left behind by a failed or abandoned batch', () => {
  let shop: TestShop;
  let token: string;
  beforeAll(async () => {
    shop = await createTestShop();
    token = (await person(shop, { role: 'admin' })).token;
  });
  afterAll(() => shop.close());

  const batch = (price: unknown, images: string[]) => ({
    batchName: 'Drop',
    genders: {
      male: [
        {
          mainCategory: 'T-shirt',
          price,
          variants: [{ name: 'Tee', color: 'Black', sizes: [{ size: 'M', stock: 2 }], images }],
        },
      ],
    },
  });
  const post = (payload: object) => request(shop, { method: 'POST', url: '/api/auth/products', token, payload });
  const exists = (url: string) => shop.app.storage.exists(shop.app.storage.keyOf(url)!);
  const sweep = () => sweepPendingImages(shop.database.db, shop.app.storage, shop.app.log, 0);

  it("keeps a failed batch's uploads for a retry, and sweeps them once nothing took them", async () => {
    const kept = await uploadedImages(shop, token, 1);
    const abandoned = await uploadedImages(shop, token, 2);
    expect((await post(batch('twenty', abandoned))).statusCode).toBe(400);
    expect((await post(batch('twenty', kept))).statusCode).toBe(400);
    // A day's grace: the builder may still fix the price and save with the same images.
    expect(await sweepPendingImages(shop.database.db, shop.app.storage, shop.app.log)).toBe(0);
    expect(await exists(abandoned[0]!)).toBe(true);
    expect((await post(batch('20000', kept))).statusCode).toBe(201);

    const files = storedFiles(shop).length;
    expect(await sweep()).toBe(2);
    expect(await exists(abandoned[0]!)).toBe(false);
    expect(await exists(abandoned[1]!)).toBe(false);
    expect(await exists(kept[0]!)).toBe(true);
    expect(storedFiles(shop).length).toBeLessThan(files);
    const pending = await shop.database.db.execute(sql`select url from pending_images`);
    expect(pending.rows).toEqual([]);
    // The product still shows its image.
    const image = await shop.app.inject({ method: 'GET', url: kept[0]! });
    expect(image.statusCode).toBe(200);
  });

  it('leaves files alone while a backup copies them, and removes them at the next sweep', async () => {
    const [url] = await uploadedImages(shop, token, 1);
    const backup = await shop.database.pool.connect();
    try {
      await backup.query('select pg_advisory_lock($1)', [IMAGE_FILES_LOCK]);
      expect(await sweep()).toBe(0);
      expect(await exists(url!)).toBe(true);
    } finally {
      await backup.query('select pg_advisory_unlock($1)', [IMAGE_FILES_LOCK]);
      backup.release();
    }
    expect(await sweep()).toBe(1);
    expect(await exists(url!)).toBe(false);
  });
});
