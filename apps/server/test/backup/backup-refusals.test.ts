import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError } from '../../src/backup/archive.ts';
import { createBackup } from '../../src/backup/backup.ts';
import { applyMigrations, knownMigrations } from '../../src/backup/migration-level.ts';
import { restoreBackup } from '../../src/backup/restore.ts';
import { loadConfig } from '../../src/config.ts';
import { runMigrations } from '../../src/db/client.ts';
import { createTestDatabase, createTestShop, type TestShop } from '../support/shop.ts';
import { addProducts } from '../support/catalog.ts';
import { contentsAt, filesUnder, repack as repackFile, TEST_BACKUP_KEY, temporaryDirs } from './backup-fixtures.ts';

/** Backups that must not be restored, targets that must not be overwritten, and older backups. */
describe('restore refuses, and migrates', () => {
  let shop: TestShop;
  let backupFile: string;
  const dirs = temporaryDirs();
  const tempDir = dirs.make;

  beforeAll(async () => {
    shop = await createTestShop({ BACKUP_KEY: TEST_BACKUP_KEY });
    await addProducts(shop.database.db, [{ itemName: 'Kept Tee', variants: [{ color: 'Black', sizes: { M: 3 } }] }]);
    fs.mkdirSync(path.join(shop.config.dataDir, 'uploads/products'), { recursive: true });
    fs.writeFileSync(path.join(shop.config.dataDir, 'uploads/products/0123456789abcdef-320.webp'), 'RIFF-image');
    backupFile = (await createBackup(shop.config, { out: tempDir('backups') })).file;
  });
  afterAll(async () => {
    await shop?.close();
    dirs.removeAll();
  });

  /** A copy of the backup with its unpacked files changed by `edit`, the manifest written (and signed) last. */
  const repack = (edit: (dir: string) => void) => repackFile(backupFile, dirs, edit);

  /** An empty target: a database with nothing in it and a DATA_DIR that does not exist. */
  async function emptyTarget() {
    const databaseUrl = await createTestDatabase({ empty: true });
    const dataDir = path.join(tempDir('target'), 'data');
    return {
      databaseUrl,
      dataDir,
      config: loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, BACKUP_KEY: TEST_BACKUP_KEY }),
    };
  }

  async function expectUnchanged(target: Awaited<ReturnType<typeof emptyTarget>>) {
    expect(await contentsAt(target.databaseUrl)).toEqual({ tables: {}, migrations: [] });
    expect(fs.existsSync(target.dataDir)).toBe(false);
    expect(fs.readdirSync(path.dirname(target.dataDir))).toEqual([]);
  }

  it('refuses a cut-short file, a changed byte, a changed table, a missing manifest and a file that is no backup', async () => {
    const whole = fs.readFileSync(backupFile);
    const damaged = tempDir('damaged');
    const cut = path.join(damaged, 'cut.tar.gz');
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const flipped = path.join(damaged, 'flipped.tar.gz');
    const changed = Buffer.from(whole);
    changed[Math.floor(changed.length / 2)]! ^= 0xff;
    fs.writeFileSync(flipped, changed);
    const text = path.join(damaged, 'notes.tar.gz');
    fs.writeFileSync(text, 'not a backup at all\n');
    const table = await repack((dir) => fs.appendFileSync(path.join(dir, 'db/public.products.copy'), 'x\n'));
    const manifestless = await repack((dir) => fs.rmSync(path.join(dir, 'manifest.json')));

    const cases: [string, RegExp][] = [
      [cut, /^the backup is damaged or incomplete/],
      [flipped, /^the backup is (damaged|incomplete)/],
      [text, /^the backup is damaged or incomplete/],
      [table, /^the backup is damaged: db\/public\.products\.copy does not match its checksum$/],
      [manifestless, /^the backup is incomplete: its manifest is missing/],
    ];
    for (const [file, message] of cases) {
      const target = await emptyTarget();
      for (const config of [target.config, loadConfig({ DATA_DIR: target.dataDir, BACKUP_KEY: TEST_BACKUP_KEY })]) {
        const refused = await restoreBackup(config, file).catch((error: unknown) => error);
        expect(refused, path.basename(file)).toBeInstanceOf(BackupError);
        expect((refused as Error).message, path.basename(file)).toMatch(message);
      }
      await expectUnchanged(target);
    }
  });

  it('says so in the terminal, exits 1 and leaves the data directory alone', async () => {
    const whole = fs.readFileSync(backupFile);
    const cut = path.join(tempDir('cli'), 'cut.tar.gz');
    fs.writeFileSync(cut, whole.subarray(0, whole.length - 100));
    const target = await emptyTarget();
    const cli = new URL('../../src/backup/backup-cli.ts', import.meta.url).pathname;
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', cli, 'restore', cut], {
      env: { ...process.env, DATA_DIR: target.dataDir, DATABASE_URL: '' },
    });
    const failed = await run.then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toBe(
      'Not restored: the backup is damaged or incomplete (it ends too early). Nothing was changed.\n',
    );
    await expectUnchanged(target);
  });

  it('refuses a backup from a newer shop', async () => {
    const newer = await repack((dir) => {
      const file = path.join(dir, 'manifest.json');
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { database: { migrations: object[] } };
      manifest.database.migrations.push({ hash: 'f'.repeat(64), createdAt: 4_102_444_800_000 });
      fs.writeFileSync(file, JSON.stringify(manifest));
    });
    const target = await emptyTarget();
    await expect(restoreBackup(target.config, newer)).rejects.toThrow(/made by a newer version of the shop/);
    await expectUnchanged(target);
  });

  it('refuses a target that is not empty, and replaces it with --force', async () => {
    // The source's own database and DATA_DIR: a live shop's.
    const before = await contentsAt(shop.databaseUrl);
    await expect(restoreBackup(shop.config, backupFile)).rejects.toThrow(/is not empty \(add --force to replace it\)$/);
    expect(await contentsAt(shop.databaseUrl)).toEqual(before);

    // A database holding someone else's table, and a DATA_DIR with uploads: --force replaces both.
    const target = await emptyTarget();
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    await client.query('create table leftovers (id int)');
    await client.end();
    fs.mkdirSync(path.join(target.dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(target.dataDir, 'uploads/old.webp'), 'old');
    await expect(restoreBackup(target.config, backupFile)).rejects.toThrow(/is not empty \(add --force/);
    const restored = await restoreBackup(target.config, backupFile, { force: true });
    expect(restored.images).toBe(1);
    const contents = await contentsAt(target.databaseUrl);
    expect(contents.tables['public.leftovers']).toBeUndefined();
    expect(contents.tables['public.products']).toHaveLength(1);
    expect([...filesUnder(path.join(target.dataDir, 'uploads')).keys()]).toEqual([
      path.join('products', '0123456789abcdef-320.webp'),
    ]);

    // An embedded DATA_DIR: the one replaced is kept beside it.
    const dataDir = path.join(tempDir('force-embedded'), 'data');
    const embedded = loadConfig({ DATA_DIR: dataDir, BACKUP_KEY: TEST_BACKUP_KEY });
    await restoreBackup(embedded, backupFile);
    fs.writeFileSync(path.join(dataDir, 'marker'), 'the first restore');
    await expect(restoreBackup(embedded, backupFile)).rejects.toThrow(/is not empty/);
    const again = await restoreBackup(embedded, backupFile, { force: true });
    expect(fs.readFileSync(path.join(again.replaced!, 'marker'), 'utf8')).toBe('the first restore');
    expect(fs.existsSync(path.join(dataDir, 'marker'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
  }, 180_000); // two restores into embedded PostgreSQL (initdb each)

  it('migrates a backup made at an older migration level', async () => {
    // A database as an older version of the shop left it: migrated only up to 0007.
    const known = knownMigrations();
    const level = known.findIndex((m) => m.tag.startsWith('0007_')) + 1;
    expect(level).toBeGreaterThan(0);
    const oldUrl = await createTestDatabase({ empty: true });
    const client = new pg.Client({ connectionString: oldUrl });
    await client.connect();
    await client.query('begin');
    await applyMigrations(client, known.slice(0, level));
    await client.query(`insert into users (email, name) values ('old@example.com', 'Old Customer')`);
    await client.query(
      `insert into products (item_name, main_category, gender, price) values ('Old Tee', 'T-shirt', 'unisex', 9000)`,
    );
    await client.query('commit');
    await client.end();
    const oldShop = { DATABASE_URL: oldUrl, DATA_DIR: tempDir('old-data'), BACKUP_KEY: TEST_BACKUP_KEY };
    const old = await createBackup(loadConfig(oldShop), {
      out: tempDir('old-backups'),
    });
    expect(old.manifest.database.migrations).toHaveLength(level);

    const target = await emptyTarget();
    const restored = await restoreBackup(target.config, old.file);
    expect(restored).toMatchObject({ migratedFrom: level, migratedTo: known.length });
    const contents = await contentsAt(target.databaseUrl);
    expect(contents.migrations.map((m) => m.createdAt)).toEqual(known.map((m) => m.createdAt));
    expect(contents.tables['public.users']).toEqual([expect.stringContaining('old@example.com')]);
    expect(contents.tables['public.products']).toEqual([expect.stringContaining('Old Tee')]);
    // The restored shop starts on it: its migrations find nothing left to do, and it answers.
    const restoredShop = await createTestShop({}, { databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    try {
      await runMigrations(restoredShop.database.pool);
      expect((await contentsAt(target.databaseUrl)).migrations).toEqual(contents.migrations);
      const listing = await restoredShop.app.inject({ method: 'GET', url: '/api/auth/products' });
      expect(listing.json()).toEqual([expect.objectContaining({ itemName: 'Old Tee' })]);
    } finally {
      await restoredShop.close();
    }
  });
});
