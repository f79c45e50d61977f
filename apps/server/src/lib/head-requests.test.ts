import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { addProducts, catalogueListening } from '../../test/support/catalog.ts';
import { person } from '../../test/support/people.ts';
import { capturedLogger } from '../../test/support/log-lines.ts';
import { createTestShop, listeningShop, type TestShop } from '../../test/support/shop.ts';

/** Headers that differ between any two answers of the same address. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * HEAD is answered by the GET routes (the router holds no HEAD twin of each: #26, cold start): over
 * real HTTP, every kind of address answers HEAD with GET's status and headers and no body.
 */
describe('HEAD answers as GET does, without the body', () => {
  let shop: TestShop;
  let base: string;
  let productId: string;
  let admin: string;
  let customer: string;
  beforeAll(async () => {
    shop = await createTestShop();
    const [id] = await addProducts(shop.database.db, [
      { itemName: 'Yangon Tee', variants: [{ color: 'Black', sizes: { M: 3 } }] },
    ]);
    productId = id!;
    admin = (await person(shop, { role: 'admin' })).token;
    customer = (await person(shop)).token;
    base = await listeningShop(shop);
    await catalogueListening(shop);
  });
  afterAll(() => shop.close());

  const ask = async (method: 'GET' | 'HEAD', url: string, headers: Record<string, string> = {}) => {
    // Uncompressed unless asked: fetch's own Accept-Encoding would make a kept answer, compressed
    // meanwhile, differ from the first one.
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { 'accept-encoding': 'identity', ...headers },
      redirect: 'manual',
    });
    const body = Buffer.from(await res.arrayBuffer());
    return { status: res.status, headers: Object.fromEntries(res.headers), body };
  };

  /** GET and HEAD of `url` alike (GET answering `status`, when given); answers both. */
  const same = async (url: string, headers: Record<string, string> = {}, status?: number) => {
    const get = await ask('GET', url, headers);
    const head = await ask('HEAD', url, headers);
    if (status !== undefined) expect(get.status, url).toBe(status);
    expect(head.status, url).toBe(get.status);
    expect(head.body.length, url).toBe(0);
    const kept = (all: Record<string, string>) => Object.entries(all).filter(([name]) => !PER_ANSWER.has(name));
    expect(kept(head.headers), url).toEqual(kept(get.headers));
    // The length of GET's body, when HEAD says one (it may leave it out for an empty body) and
    // always for a body sent whole.
    if (head.headers['content-length'] !== undefined || (get.body.length && !get.headers['transfer-encoding'])) {
      // (fetch hands over a compressed body decoded: then GET's own Content-Length is the measure.)
      const sent = get.headers['content-encoding'] ? get.headers['content-length'] : String(get.body.length);
      expect(head.headers['content-length'], url).toBe(sent);
    }
    return { get, head };
  };

  it('for the catalogue JSON, kept or not, and its 304', async () => {
    for (const url of ['/api/auth/products', `/api/products/${productId}`, '/api/products/by-color']) {
      await same(url);
      const { get } = await same(url, {}, 200);
      const etag = get.headers.etag!;
      expect(etag, url).toBeTruthy();
      await same(url, { 'if-none-match': etag }, 304);
      // Compressed as GET's would be.
      await same(url, { 'accept-encoding': 'br, gzip' });
    }
  });

  it("for a person's answers, signed in or not, and the admin's", async () => {
    for (const [url, token, status] of [
      ['/api/auth/me', customer, 200],
      ['/api/auth/me', '', 401],
      ['/api/auth/cart', customer, 200],
      ['/api/admin/orders', admin, 200],
      ['/api/admin/orders', customer, 403],
      ['/api/admin/products/stats', admin, 200],
    ] as const) {
      await same(url, token ? { authorization: `Bearer ${token}` } : {}, status);
    }
  });

  it('for pages drawn on the server, the screens the app draws, redirects and not-found pages', async () => {
    const statuses: Record<string, number> = {
      '/': 200,
      [`/product/${productId}`]: 200,
      '/product/no-such-product': 404,
      '/shop': 301,
      '/shop/page/1': 200,
      '/cart': 200,
      '/admin/orders': 200,
      '/no-such-screen': 404,
    };
    for (const [url, status] of Object.entries(statuses)) {
      for (const lang of ['en', 'my']) await same(url, { cookie: `lang=${lang}` }, status);
    }
    // Drawn once, then kept: the kept page answers HEAD as well.
    await same('/');
  });

  it('for files, feeds, the docs and unknown API addresses', async () => {
    const asset = fs.readdirSync(path.join(shop.config.webDist, 'assets')).find((name) => name.endsWith('.js'))!;
    const statuses: Record<string, number> = {
      '/api/health': 200,
      [`/assets/${asset}`]: 200,
      '/favicon.svg': 200,
      '/robots.txt': 200,
      '/sitemap.xml': 200,
      '/feeds/google.xml': 200,
      '/docs/json': 200,
      '/api/no-such-thing': 404,
      '/uploads/products/0000000000000000-640.webp': 404,
    };
    for (const [url, status] of Object.entries(statuses)) await same(url, {}, status);
    const compressed = await same(`/assets/${asset}`, { 'accept-encoding': 'br' });
    expect(compressed.head.headers['content-encoding']).toBe('br');
  });

  it('for an address that takes only POST, as GET: 404', async () => {
    await same('/api/auth/login', {}, 404);
  });

  it('with no HEAD routes in the router, and HEAD in the log lines', async () => {
    expect(shop.app.hasRoute({ method: 'GET', url: '/api/health' })).toBe(true);
    expect(shop.app.hasRoute({ method: 'HEAD', url: '/api/health' })).toBe(false);
    const { lines, logger } = capturedLogger('info');
    const logged = await buildApp(shop.config, shop.database.db, { loggerInstance: logger });
    try {
      const res = await logged.inject({ method: 'HEAD', url: '/api/auth/products' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('');
      expect(lines.filter((line) => line.msg === 'incoming request')).toMatchObject([
        { req: { method: 'HEAD', url: '/api/auth/products' } },
      ]);
    } finally {
      await logged.close();
    }
  });
});
