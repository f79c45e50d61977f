import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pidAlive } from '../../src/lib/pid-alive.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { shopProcessEnv } from './shop-process.ts';

/** The pid in PostgreSQL's postmaster.pid under DATA_DIR, if the shop runs its own. */
function postgresPid(dataDir: string): number | undefined {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  return fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').split('\n')[0]) : undefined;
}

/**
 * SIGTERM while a client is sending its body slowly (it sent the headers and part of the body,
 * then nothing): the stop cuts that request and the process exits 0 within 10 s, leaving no
 * PostgreSQL of its own running.
 */
describe('SIGTERM with a slow client', () => {
  let shop: Awaited<ReturnType<typeof shopProcessEnv>>;
  let server: ServerProcess;
  beforeAll(async () => {
    shop = await shopProcessEnv();
    server = shop.start();
    expect(await server.ready(), server.output().slice(-2000)).toBe(true);
  });
  afterAll(async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    shop.remove();
  });

  it('exits 0 within 10 s and stops the embedded PostgreSQL', async () => {
    const pid = postgresPid(shop.dataDir);
    const slow = net.connect(shop.port, '127.0.0.1');
    slow.on('error', () => {});
    await new Promise<void>((resolve) => slow.once('connect', () => resolve()));
    slow.write(
      'POST /api/contact HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"name":"',
    );
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    expect(code, server.output().slice(-2000)).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    slow.destroy();
    if (shop.embedded) expect(pid && pidAlive(pid)).toBe(false);
  });
});
