import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { connect, type Database } from '../db/client.ts';
import { createTestShop, type TestShop } from '../../test/support/shop.ts';

/** A port nothing listens on: taken from the system, then given back. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the database out of reach', () => {
  let shop: TestShop;
  let down: Database;
  let app: App;
  beforeAll(async () => {
    shop = await createTestShop();
    down = connect(`postgres://postgres:none@127.0.0.1:${await closedPort()}/shop`, 2);
    app = await buildApp(shop.config, down.db, { logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await down.close();
    await shop.close();
  });

  it('answers 503 with Retry-After (not 500) on public, signed-in and limited routes', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/products/by-color', undefined],
      ['GET', '/api/products/00000000-0000-4000-8000-000000000000', undefined],
      ['POST', '/api/auth/login', { email: 'a@example.com', password: 'abc12345' }],
      ['POST', '/api/contact', { name: 'Ma', email: 'ma@example.com', subject: 'Hi', message: 'Hello' }],
    ] as const) {
      const res = await app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(503);
      expect(Number(res.headers['retry-after']), url).toBeGreaterThan(0);
      expect(res.json(), url).toEqual({
        message: 'The shop is unavailable for a moment. Please try again shortly.',
        code: 'UNAVAILABLE',
      });
    }
  });
});
