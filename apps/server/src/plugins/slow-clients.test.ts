import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { createTestShop, type TestShop } from '../../test/support/shop.ts';

/** A raw connection to the app, and a promise that settles when the server closes it. */
async function connection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, received: () => received };
}

/** Whether `promise` settles within `ms`. */
const within = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

describe('slow and greedy clients', () => {
  let shop: TestShop;
  let app: App;
  let port = 0;
  beforeAll(async () => {
    shop = await createTestShop();
    const config = {
      ...shop.config,
      timeouts: { requestMs: 60_000, bodyMs: 1_000, keepAliveMs: 1_000 },
      maxConnectionsPerAddress: 3,
    };
    app = await buildApp(config, shop.database.db, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await shop.close();
  });

  it('closes a request whose body stops coming', async () => {
    const slow = await connection(port);
    slow.socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":',
    );
    expect(await within(slow.closed, 8_000)).toBe(true);
  });

  it('closes an idle keep-alive connection', async () => {
    const idle = await connection(port);
    idle.socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\n\r\n');
    expect(await within(idle.closed, 8_000)).toBe(true);
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200/);
  });

  it('closes connections over the cap per address, and takes new ones once others end', async () => {
    const held = [await connection(port), await connection(port), await connection(port)];
    const extra = await connection(port);
    expect(await within(extra.closed, 2_000)).toBe(true);
    for (const c of held) expect(c.socket.destroyed).toBe(false);
    held[0]!.socket.destroy();
    await held[0]!.closed;
    await new Promise((r) => setTimeout(r, 50));
    const next = await connection(port);
    next.socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n');
    await next.closed;
    expect(next.received()).toMatch(/^HTTP\/1\.1 200/);
    for (const c of held) c.socket.destroy();
  });
});
