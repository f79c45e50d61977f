import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';

describe('serving the web app', () => {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  let shop: TestShop;
  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/assets/app-1a2b3c.js"></script>',
    );
    fs.writeFileSync(path.join(webDist, 'assets/app-1a2b3c.js'), 'console.log(1)');
    // The build's pre-compressed copy (a marker instead of real brotli, to tell which file was sent).
    fs.writeFileSync(path.join(webDist, 'assets/app-1a2b3c.js.br'), 'brotli bytes');
    fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    shop = await createTestShop({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await shop.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('caches hashed assets for a year', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's brotli copy to a browser that takes brotli, the plain file to others", async () => {
    const url = '/assets/app-1a2b3c.js';
    const br = await shop.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body).toBe('brotli bytes');
    const plain = await shop.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers every client route with index.html, never cached', async () => {
    for (const url of ['/', '/profile/loginPage?next=%2Fcart', '/admin/orders']) {
      const res = await shop.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers an admin address that is no screen with 404 and the app (its friendly not-found page)', async () => {
    for (const url of ['/admin/nope', '/admin/orders/extra', '/admin/products/1/edit/more', '/admin/order/']) {
      const res = await shop.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
    for (const url of ['/admin', '/admin/dashboard', '/admin/order/ORD-7KQ2-M9XD-4H00', '/admin/products/p1/edit']) {
      expect((await shop.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('answers a missing file with 404, not the app', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
  });

  it('keeps the token of a reset link out of the request log', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const app = await buildApp(shop.config, shop.database.db, { loggerInstance: logger });
    for (const url of [
      '/reset-password/u-1/SECRET-TOKEN-123',
      '/reset-password/u-1/SECRET-TOKEN-123/',
      '/reset-password/u-1/SECRET-TOKEN-123/extra',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
    await app.close();
    expect(lines.join('')).toContain('/reset-password/');
    expect(lines.join('')).not.toContain('SECRET-TOKEN-123');
  });
});
