import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductList } from '@shop/shared/admin';
import type { Cart } from '@shop/shared/cart';
import type { Product } from '@shop/shared/catalog';
import { createTestShop, type TestShop } from './support/shop.ts';
import { person } from './support/people.ts';
import { request } from './support/request.ts';
import { uploadedImages } from './support/images.ts';

/**
 * A front end on another origin (the spec's client hosted elsewhere) using this server's API:
 * PUBLIC_URL is the front end, API_PUBLIC_URL this server.
 */
describe('the API used from another origin', () => {
  let shop: TestShop;
  let token: string;
  let images: string[];
  let productId: string;
  beforeAll(async () => {
    shop = await createTestShop({ PUBLIC_URL: 'https://front.example', API_PUBLIC_URL: 'https://api.example/' });
    token = (await person(shop, { role: 'admin' })).token;
    images = await uploadedImages(shop, token, 2);
  });
  afterAll(() => shop.close());

  it('answers uploads with absolute addresses and takes them back in a batch, keeping them relative', async () => {
    expect(images[0]).toMatch(/^https:\/\/api\.example\/uploads\/products\/[0-9a-f]{16}-\d+\.webp$/);
    const res = await request(shop, {
      method: 'POST',
      url: '/api/auth/products',
      token,
      payload: {
        batchName: 'Elsewhere',
        genders: {
          unisex: [
            {
              itemName: 'Far Tee',
              mainCategory: 'T-shirt',
              price: '15000',
              variants: [{ name: 'Far Tee', color: 'Black', sizes: [{ size: 'M', stock: 3 }], images }],
            },
          ],
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    productId = res.json<{ products: string[] }>().products[0]!;
    const stored = await shop.database.db.execute<{ url: string }>(sql`select url from variant_images`);
    expect(stored.rows.map((r) => r.url)).toEqual(images.map((url) => url.replace('https://api.example', '')));
  });

  it('gives every answer that shows an image the absolute address', async () => {
    const product = (await request(shop, { method: 'GET', url: `/api/products/${productId}` })).json<Product>();
    expect(product.variants[0]!.images).toEqual(images);
    const byColor = (await request(shop, { method: 'GET', url: '/api/products/by-color' })).json<
      { images: string[] }[]
    >();
    expect(byColor[0]!.images).toEqual(images);
    const list = await request(shop, { method: 'GET', url: '/api/admin/products', token });
    expect(list.json<AdminProductList>().products[0]).toMatchObject({ image: images[0], variants: [{ images }] });
    const buyer = await person(shop);
    const cart = await request(shop, {
      method: 'POST',
      url: '/api/auth/cart/add',
      token: buyer.token,
      payload: { productId, quantity: 1, size: 'M' },
    });
    expect(cart.json<Cart>().cart[0]!.image).toBe(images[0]);
    // The same answer again (from the catalogue's memory) is no different.
    expect((await request(shop, { method: 'GET', url: `/api/products/${productId}` })).json<Product>()).toEqual(
      product,
    );
  });

  it('edits a product sent back with the absolute addresses it was given', async () => {
    const product = (await request(shop, { method: 'GET', url: `/api/products/${productId}` })).json<Product>();
    const res = await request(shop, {
      method: 'PUT',
      url: `/api/admin/products/${productId}`,
      token,
      payload: { ...product, price: 16_000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Product>().variants[0]!.images).toEqual(images);
    for (const url of images) expect(await shop.app.storage.exists(shop.app.storage.keyOf(url)!)).toBe(true);
  });

  it('serves the images readable from any origin and lets pages show them', async () => {
    const image = await shop.app.inject({
      method: 'GET',
      url: new URL(images[0]!).pathname,
      headers: { origin: 'https://front.example' },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(image.headers['access-control-allow-origin']).toBe('*');
    const page = await shop.app.inject({ method: 'GET', url: '/api/health' });
    expect(page.headers['content-security-policy']).toContain('https://api.example');
    // The API itself stays readable only by the front end's origin.
    const api = await shop.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('mails a verification link to this API that lands on the front end', async () => {
    const email = `far-${Date.now()}@example.com`;
    const res = await request(shop, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Ko Ko', email, password: 'secret123', phone: '', type: 'user' },
    });
    expect(res.statusCode).toBe(201);
    const mail = await shop.mail.waitFor((m) => m.to.includes(email));
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(link.origin).toBe('https://api.example');
    const opened = await shop.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('https://front.example/profile?verified=1');
  });
});
