import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/shop.ts';
import { addProducts } from '../support/catalog.ts';

/**
 * What a browser is told on every kind of answer: pages, a hashed asset, API answers good and bad.
 * The policy is what keeps an injected inline script from running and the shop out of frames;
 * CORS decides which other sites' scripts may read the API's answers (only the shop's own).
 */
const SHOP = 'http://shop.test'; // PUBLIC_URL of createTestShop

describe('security headers and CORS', () => {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  let shop: TestShop;
  let productId: string;
  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div><script type="module" src="/assets/app-1a2b3c.js"></script></body></html>',
    );
    fs.writeFileSync(path.join(webDist, 'assets/app-1a2b3c.js'), 'console.log(1)');
    shop = await createTestShop({ WEB_DIST: webDist });
    [productId] = (await addProducts(shop.database.db, [{ itemName: 'Header Hoodie' }])) as [string];
  });
  afterAll(async () => {
    await shop.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

  it('sends the policy headers on pages, assets and API answers alike', async () => {
    const answers: Array<[string, number, Awaited<ReturnType<typeof get>>]> = [
      ['home', 200, await get('/')],
      ['client route', 200, await get('/profile/loginPage')],
      ['product page', 200, await get(`/product/${productId}`)],
      ['hashed asset', 200, await get('/assets/app-1a2b3c.js')],
      ['API list', 200, await get('/api/products')],
      ['API 404', 404, await get('/api/nothing-here')],
      ['API 401', 401, await get('/api/auth/me')],
      ['API 400', 400, await shop.app.inject({ method: 'POST', url: '/api/contact', payload: {} })],
    ];
    expect(answers[2]![2].body).toContain('Header Hoodie');
    for (const [what, status, res] of answers) {
      expect(res.statusCode, what).toBe(status);
      const csp = String(res.headers['content-security-policy'] ?? '');
      const directive = (name: string) =>
        csp
          .split(';')
          .map((d) => d.trim())
          .find((d) => d.startsWith(`${name} `));
      expect(directive('script-src'), `${what}: script-src`).toMatch(/'self'/);
      expect(directive('script-src'), `${what}: script-src`).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(directive('object-src'), what).toBe("object-src 'none'");
      expect(directive('frame-ancestors'), what).toBe("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], what).toBe('nosniff');
      expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], what).toBe('SAMEORIGIN');
      expect(res.headers['x-powered-by'], what).toBeUndefined();
    }
  });

  it('lets the shop’s own origin call the API from script, with the headers checkout sends', async () => {
    const preflight = await shop.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/orders',
      headers: {
        origin: SHOP,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, idempotency-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(SHOP);
    expect(String(preflight.headers['access-control-allow-methods'])).toMatch(/\bPOST\b/);
    const allowedHeaders = String(preflight.headers['access-control-allow-headers']).split(/,\s*/);
    expect(allowedHeaders).toEqual(expect.arrayContaining(['authorization', 'content-type', 'idempotency-key']));

    const list = await get('/api/products', { origin: SHOP });
    expect(list.statusCode).toBe(200);
    expect(list.headers['access-control-allow-origin']).toBe(SHOP);
    expect(String(list.headers.vary)).toMatch(/\bOrigin\b/i);
    // A 429 carries Retry-After; a script on the shop's origin may read it.
    expect(String(list.headers['access-control-expose-headers'])).toMatch(/retry-after/i);
    expect(list.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('gives any other origin nothing to read', async () => {
    for (const origin of ['https://evil.example', 'http://shop.test.evil.example', 'https://shop.test', 'null']) {
      const preflight = await shop.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(preflight.headers['access-control-allow-methods'], origin).toBeUndefined();
      expect(preflight.headers['access-control-allow-headers'], origin).toBeUndefined();

      const list = await get('/api/products', { origin });
      expect(list.statusCode, origin).toBe(200);
      expect(list.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(String(list.headers.vary), origin).toMatch(/\bOrigin\b/i);
      const login = await shop.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin },
        payload: { email: 'someone@example.com', password: 'secret123' },
      });
      expect(login.statusCode, origin).toBe(401);
      expect(login.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});
