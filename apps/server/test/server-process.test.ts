import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/db/embedded.ts';
import { pidAlive } from '../src/lib/pid-alive.ts';
import { createTestDatabase } from './support/shop.ts';
import { buildServerBundle, startServerProcess } from './support/server-process.ts';

describe('the server process', () => {
  // Inside a private directory (0700, as `mktemp -d` makes): run as root, the embedded PostgreSQL
  // runs as `postgres`, which must still reach its data there.
  const privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-process-'));
  const dataDir = path.join(privateDir, 'data');
  afterAll(() => fs.rmSync(privateDir, { recursive: true, force: true }));

  it('starts its own PostgreSQL, prints the admin password once, stops cleanly on SIGTERM', async () => {
    const first = startServerProcess({ DATA_DIR: dataDir }, await freePort());
    expect(await first.ready()).toBe(true);
    expect(first.output()).toMatch(/password: \S+/);
    const postgresPid = Number(fs.readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0]);
    expect(pidAlive(postgresPid)).toBe(true);

    const stopAsked = Date.now();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(Date.now() - stopAsked).toBeLessThan(10_000);
    expect(pidAlive(postgresPid)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'shop.lock'))).toBe(false);
  });

  it('reuses the data on a second start and refuses a second server on the same DATA_DIR', async () => {
    const second = startServerProcess({ DATA_DIR: dataDir }, await freePort());
    expect(await second.ready()).toBe(true);
    expect(second.output()).not.toMatch(/password:/);

    const intruder = startServerProcess({ DATA_DIR: dataDir }, await freePort());
    const started = Date.now();
    expect(await intruder.exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(intruder.output()).toContain(`The data directory ${dataDir} is in use by another shop server`);

    const health = await fetch(`http://127.0.0.1:${second.port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'ok' });
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  });

  it('stops cleanly, its PostgreSQL too, when told to stop while it is still starting', async () => {
    // A stop during the start (a deploy, Ctrl-C in the first second) once killed the shop outright
    // and left its PostgreSQL running: the next start then waited seconds for it to go away.
    const pidFile = path.join(dataDir, 'postgres/postmaster.pid');
    const server = startServerProcess({ DATA_DIR: dataDir }, await freePort());
    let postgresPid = 0;
    for (let waited = 0; !postgresPid && waited < 30_000; waited += 10) {
      if (fs.existsSync(pidFile)) postgresPid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
      if (!postgresPid) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(pidAlive(postgresPid)).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(pidAlive(postgresPid)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'shop.lock'))).toBe(false);

    // And right after its first answer, before its background work has started.
    const again = startServerProcess({ DATA_DIR: dataDir }, await freePort());
    expect(await again.ready()).toBe(true);
    const againPid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    expect(pidAlive(againPid)).toBe(false);
  });

  it('uses DATABASE_URL instead when it is given', async () => {
    const ownDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-url-'));
    const server = startServerProcess({ DATA_DIR: ownDir, DATABASE_URL: await createTestDatabase() }, await freePort());
    expect(await server.ready()).toBe(true);
    expect(fs.existsSync(path.join(ownDir, 'postgres'))).toBe(false);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    fs.rmSync(ownDir, { recursive: true, force: true });
  });

  it('stops at once with one line naming a bad setting', async () => {
    const server = startServerProcess({ DATA_DIR: dataDir, PORT: 'eighty' }, 0);
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe('Invalid configuration: PORT must be a port number');
  });

  it('runs bundled as `npm start` runs it: migrates, seeds the demo with its pictures, serves the API docs page and drawn pages', async () => {
    buildServerBundle();
    const ownDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bundle-'));
    const env = {
      DATA_DIR: ownDir,
      DATABASE_URL: await createTestDatabase(),
      SEED_DEMO: 'true',
      NODE_ENV: 'production',
    };
    const server = startServerProcess(env, await freePort(), 'bundle');
    try {
      expect(await server.ready()).toBe(true);
      const base = `http://127.0.0.1:${server.port}`;
      // The first page asked for is drawn, whether the web's server build has loaded yet or not.
      const home = await fetch(`${base}/`);
      expect(await home.text()).toContain('id="shop-state"');
      const listing = (await (await fetch(`${base}/api/products`)).json()) as {
        items: { originalId: string; images: string[] }[];
      };
      // Product details go out cleaned: the bundle loads sanitize-html at this first use.
      const product = await fetch(`${base}/api/products/${listing.items[0]?.originalId}`);
      expect(product.status).toBe(200);
      expect(((await product.json()) as { details: string }).details).toMatch(/^<p>/);
      const picture = listing.items[0]?.images[0] ?? '';
      expect(picture).toMatch(/\.webp$/);
      const image = await fetch(`${base}${picture}`);
      expect(image.headers.get('content-type')).toBe('image/webp');
      const docs = await fetch(`${base}/docs/json`);
      expect(((await docs.json()) as { paths: object }).paths).toHaveProperty('/api/health');
      // yaml too is loaded at first use, out of the bundle.
      expect(await (await fetch(`${base}/docs/yaml`)).text()).toMatch(/^openapi: /);
      const docsPage = await fetch(`${base}/docs/static/swagger-ui.css`);
      expect(docsPage.headers.get('content-type')).toContain('text/css');
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      fs.rmSync(ownDir, { recursive: true, force: true });
    }
  });
});
