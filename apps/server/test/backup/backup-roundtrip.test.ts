import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '@shop/shared/admin';
import type { Product } from '@shop/shared/catalog';
import { createBackup } from '../../src/backup/backup.ts';
import { restoreBackup } from '../../src/backup/restore.ts';
import { loadConfig } from '../../src/config.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { createTestDatabase, createTestShop, type TestShop } from '../support/shop.ts';
import { request } from '../support/request.ts';
import { orderCount, placeOrder } from '../support/orders.ts';
import {
  contentsAt,
  contentsOfSnapshot,
  fillShop,
  filesUnder,
  type Contents,
  TEST_BACKUP_KEY,
  temporaryDirs,
  testKey,
} from './backup-fixtures.ts';

/** Three embedded PostgreSQL starts (one with initdb) on a loaded machine take their time. */
const EMBEDDED_MS = 180_000;

/**
 * A shop's whole state, backed up while checkouts run, restored elsewhere: every table's rows
 * and every image's bytes as the backup's snapshot had them, and the restored shop serves them.
 * The source is the test run's PostgreSQL (15 in CI's second run, the embedded 18 otherwise);
 * it is restored into an empty database there and into an empty DATA_DIR (embedded 18).
 */
describe('backup and restore, round trip', () => {
  let source: TestShop;
  let filled: Awaited<ReturnType<typeof fillShop>>;
  let snapshot: Contents;
  let backupFile: string;
  let images: Map<string, Buffer>;
  const dirs = temporaryDirs();
  const tempDir = dirs.make;

  beforeAll(async () => {
    source = await createTestShop({ BACKUP_KEY: TEST_BACKUP_KEY });
    filled = await fillShop(source);
    images = filesUnder(path.join(source.config.dataDir, 'uploads'));

    // Shoppers keep checking out while the backup runs: some orders land before its snapshot is
    // taken (counted first, then waited for), more once it is done.
    const before = await orderCount(source);
    let running = true;
    const placed: number[] = [];
    const checkouts = (async () => {
      while (running) {
        await placeOrder(source, [filled.line]);
        placed.push(Date.now());
      }
    })();
    while (placed.length < 3) await new Promise((r) => setTimeout(r, 20));
    const out = tempDir('backups');
    const backup = await createBackup(source.config, {
      out,
      onSnapshot: async (id) => {
        // Read exactly what the snapshot holds while checkouts go on beside it.
        snapshot = await contentsOfSnapshot(source.databaseUrl, id);
      },
    });
    const after = placed.length;
    while (placed.length < after + 3) await new Promise((r) => setTimeout(r, 20));
    running = false;
    await checkouts;
    backupFile = backup.file;
    // Orders were placed before the snapshot and after it, and the snapshot holds only the former.
    const inSnapshot = snapshot.tables['public.orders']!.length;
    expect(inSnapshot).toBeGreaterThan(before);
    expect(await orderCount(source)).toBeGreaterThan(inSnapshot);
    expect(backup.manifest.database.tables.find((t) => t.name === 'orders')!.rows).toBe(inSnapshot);
  });
  afterAll(async () => {
    await source?.close();
    dirs.removeAll();
  });

  /** What the restored shop must hold and serve. */
  async function expectRestored(shop: TestShop, contents: Contents) {
    expect(contents.tables).toEqual(snapshot.tables);
    expect(contents.migrations).toEqual(snapshot.migrations);
    expect(filesUnder(path.join(shop.config.dataDir, 'uploads'))).toEqual(images);
    // Stock and sales still add up: what was sold of the line plus what is left is what there was.
    const sold = snapshot.tables['public.order_items']!.length;
    const product = (await request(shop, { method: 'GET', url: `/api/products/${filled.productId}` })).json<Product>();
    const black = product.variants.find((v) => v.color === 'Black')!;
    const cancelled = 1;
    expect(black.sizes[0]!.stock + sold - cancelled).toBe(400);
    for (const url of product.variants.flatMap((v) => v.images)) {
      const image = await shop.app.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(images.get(url.replace('/uploads/', ''))!)).toBe(true);
    }
    for (const [status, orderId] of Object.entries(filled.orders)) {
      const res = await request(shop, { method: 'GET', url: `/api/admin/orders/${orderId}`, token: filled.boss.token });
      expect(res.statusCode).toBe(200);
      const order = res.json<AdminOrder>();
      expect(order.status).toBe(status);
      expect(order.timeline.length).toBeGreaterThan(0);
    }
    const login = await request(shop, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'khin@example.com', password: 'Restore123' },
    });
    expect(login.statusCode).toBe(200);
    const audit = await request(shop, { method: 'GET', url: '/api/admin/audit', token: filled.boss.token });
    expect(audit.statusCode).toBe(200);
  }

  it('restores into an empty database (DATABASE_URL) and the shop serves it', async () => {
    const databaseUrl = await createTestDatabase({ empty: true });
    const dataDir = tempDir('restored-data');
    const config = loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, BACKUP_KEY: TEST_BACKUP_KEY });
    const result = await restoreBackup(config, backupFile);
    expect(result.signedWith?.id).toBe(testKey.id);
    expect(result.images).toBe(images.size);
    const shop = await createTestShop({}, { databaseUrl, dataDir, jwtSecret: source.config.jwtSecret! });
    try {
      await expectRestored(shop, await contentsAt(databaseUrl));
    } finally {
      await shop.close();
    }
  });

  it(
    'restores into an empty DATA_DIR with its own PostgreSQL, and that shop serves it',
    async () => {
      const dataDir = path.join(tempDir('restored-embedded'), 'data');
      const result = await restoreBackup(loadConfig({ DATA_DIR: dataDir, BACKUP_KEY: TEST_BACKUP_KEY }), backupFile);
      expect(result.target).toBe(dataDir);
      const embedded = await startEmbeddedPostgres(dataDir);
      let served: Contents;
      let live: Awaited<ReturnType<typeof createBackup>>;
      try {
        const shop = await createTestShop(
          {},
          { databaseUrl: embedded.url, dataDir, jwtSecret: source.config.jwtSecret! },
        );
        try {
          await expectRestored(shop, await contentsAt(embedded.url));
        } finally {
          await shop.close();
        }
        served = await contentsAt(embedded.url);
        // Backed up in turn while its PostgreSQL runs (as under a running shop) ...
        live = await createBackup(loadConfig({ DATA_DIR: dataDir }), { out: tempDir('live') });
      } finally {
        await embedded.stop();
      }
      // ... and while nothing runs on it: the backup starts that PostgreSQL itself.
      const stopped = await createBackup(loadConfig({ DATA_DIR: dataDir }), { out: tempDir('stopped') });
      const counts = Object.entries(served.tables).map(([name, rows]) => [name.split('.')[1], rows.length]);
      for (const again of [live, stopped]) {
        expect(again.manifest.database.source).toBe('embedded');
        // Signed with the key the restore checked, kept in the restored DATA_DIR: the owner keeps one key.
        expect(again.key).toMatchObject({ id: testKey.id, created: false });
        expect(again.manifest.database.tables.map((t) => [t.name, t.rows])).toEqual(counts);
      }
      expect(fs.existsSync(path.join(dataDir, 'shop.lock'))).toBe(false);
    },
    EMBEDDED_MS,
  );
});
