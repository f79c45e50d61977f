import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { picture, upload } from '../../../test/support/images.ts';
import { startS3Sink } from '../../../test/support/s3-sink.ts';

/** With S3_BUCKET set, product images live in the bucket and browsers load them from there. */
describe('product images in an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Sink>>;
  let shop: TestShop;
  let token: string;

  // The product page's head is written into the web app's index.html; a bare one will do.
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');

  beforeAll(async () => {
    s3 = await startS3Sink();
    shop = await createTestShop({ ...s3.env, WEB_DIST: webDist });
    token = (await person(shop, { role: 'admin' })).token;
  });
  afterAll(async () => {
    await shop.close();
    await s3.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const createProduct = (images: string[]) =>
    request(shop, {
      method: 'POST',
      url: '/api/auth/products',
      token,
      payload: {
        batchName: 'Bucket drop',
        genders: {
          unisex: [
            {
              itemName: 'Bucket Tee',
              mainCategory: 'T-shirt',
              subCategory: 'Tee',
              price: 25_000,
              variants: [{ name: 'Bucket Tee', color: 'Black', sizes: [{ size: 'M', stock: 3 }], images }],
            },
          ],
        },
      },
    });

  it('uploads go to the bucket: every width, readable by anyone at the bucket address, none on disk', async () => {
    const res = await upload(shop, token, [{ filename: 'front.png', content: await picture('png', 700, 875) }]);
    expect(res.statusCode, res.body).toBe(201);
    const [url] = res.json<{ imageUrls: string[] }>().imageUrls;
    expect(url).toMatch(new RegExp(`^${s3.publicUrl}/products/[0-9a-f]{16}-640\\.webp$`));

    const base = url!.slice(s3.publicUrl.length + 1).replace(/-640\.webp$/, '');
    expect((await s3.keys()).filter((k) => k.startsWith(base))).toEqual([`${base}-320.webp`, `${base}-640.webp`]);
    for (const width of [320, 640]) {
      const image = await fetch(`${s3.publicUrl}/${base}-${width}.webp`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(
        Buffer.from(await image.arrayBuffer())
          .subarray(8, 12)
          .toString(),
      ).toBe('WEBP');
    }
    // Nothing is served from the shop's own disk any more.
    expect((await request(shop, { method: 'GET', url: `/uploads/${base}-640.webp` })).statusCode).toBe(404);
  });

  it('a product takes images from the bucket, the shop shows them, and deleting it empties the bucket', async () => {
    const uploaded = await upload(shop, token, [{ filename: 'side.png', content: await picture() }]);
    const [url] = uploaded.json<{ imageUrls: string[] }>().imageUrls;
    const created = await createProduct([url!]);
    expect(created.statusCode, created.body).toBe(201);
    const [productId] = created.json<{ products: string[] }>().products;

    const product = await request(shop, { method: 'GET', url: `/api/products/${productId}` });
    expect(product.json<{ images: string[] }>().images).toEqual([url]);
    // Link previews show the picture from the bucket, and the page preloads it from there.
    const page = await request(shop, { method: 'GET', url: `/product/${productId}` });
    expect(page.body).toContain(`<meta property="og:image" content="${url}" />`);
    expect(page.body).toContain(`<link rel="preload" as="image" href="${url}"`);

    const removed = await request(shop, { method: 'DELETE', url: `/api/admin/products/${productId}`, token });
    expect(removed.statusCode).toBe(200);
    const base = url!.slice(s3.publicUrl.length + 1).replace(/-\d+\.webp$/, '');
    expect((await s3.keys()).filter((k) => k.startsWith(base))).toEqual([]);
  });

  it('refuses an image URL of the bucket that was never uploaded', async () => {
    const res = await createProduct([`${s3.publicUrl}/products/0000000000000000-640.webp`]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('lets pages load pictures from the bucket (Content-Security-Policy img-src)', async () => {
    const res = await request(shop, { method: 'GET', url: '/' });
    const imgSrc = /img-src ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
    expect(imgSrc.split(' ')).toContain(new URL(s3.publicUrl).origin);
  });

  it('answers 503 when the bucket refuses, and stores nothing', async () => {
    const refusing = await createTestShop({ ...s3.env, S3_SECRET_ACCESS_KEY: 'a-wrong-secret-key' });
    try {
      const before = await s3.keys();
      const adminToken = (await person(refusing, { role: 'admin' })).token;
      const res = await upload(refusing, adminToken, [{ filename: 'x.png', content: await picture() }]);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'Something went wrong. Please try again.', code: 'UNAVAILABLE' });
      expect(await s3.keys()).toEqual(before);
    } finally {
      await refusing.close();
    }
  });
});
