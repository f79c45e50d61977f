import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../test/support/shop.ts';

/** DATA_DIR/uploads is served as the shop's product pictures and nothing else. */
describe('serving /uploads', () => {
  let shop: TestShop;
  const picture = 'products/0123456789abcdef-640.webp';
  const files: Record<string, string> = {
    [picture]: 'RIFF....WEBPVP8 ',
    // Named as a picture but holding a page: served as WebP all the same, and never sniffed.
    'products/fedcba9876543210-320.webp': '<html><script>alert(document.domain)</script></html>',
    'evil.html': '<script>alert(1)</script>',
    'products/evil.html': '<script>alert(2)</script>',
    'products/0123456789abcdef-640.html': '<script>alert(3)</script>',
    'products/0123456789abcdef-640.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(4)</script></svg>',
    'products/0123456789abcdef-1200.webp': 'not a width the shop makes',
    'products/0123456789ABCDEF-640.webp': 'not a name the shop makes',
    'payments/0123456789abcdef-640.webp': "a customer's wallet screenshot",
    'products/.hidden-640.webp': 'dot file',
  };

  beforeAll(async () => {
    shop = await createTestShop();
    const root = path.join(shop.config.dataDir, 'uploads');
    for (const [name, body] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      fs.writeFileSync(path.join(root, name), body);
    }
  });
  afterAll(async () => {
    await shop.close();
  });

  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => shop.app.inject({ method, url });

  it('serves a product picture as WebP, not sniffed, cacheable for a year, loadable from any site', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await get(`/uploads/${picture}`, method);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      if (method === 'GET') expect(res.body).toBe(files[picture]);
    }
    const page = await get('/uploads/products/fedcba9876543210-320.webp');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('image/webp');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 for every other file under uploads, however the address is spelled', async () => {
    const urls = [
      '/uploads/evil.html',
      '/uploads/products/evil.html',
      '/uploads/products/0123456789abcdef-640.html',
      '/uploads/products/0123456789abcdef-640.svg',
      '/uploads/products/0123456789abcdef-1200.webp',
      '/uploads/products/0123456789ABCDEF-640.webp',
      '/uploads/payments/0123456789abcdef-640.webp',
      '/uploads/products/.hidden-640.webp',
      '/uploads/products/../payments/0123456789abcdef-640.webp',
      '/uploads/products/..%2fpayments%2f0123456789abcdef-640.webp',
      '/uploads/products%2f..%2fevil.html',
      '/uploads/products/',
      '/uploads/',
      '/uploads/products/0123456789abcdef-640.webp%00.html',
      '/uploads/products/0000000000000000-640.webp',
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.body, url).not.toContain('alert');
      expect(res.body, url).not.toContain('wallet');
      expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
    }
    // A broken escape is refused by the router, as anywhere in the shop.
    expect((await get('/uploads/products/%E0%A4%A.webp')).statusCode).toBe(400);
  });
});
