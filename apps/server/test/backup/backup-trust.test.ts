import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError } from '../../src/backup/archive.ts';
import { keyId } from '../../src/backup/backup-key.ts';
import { createBackup } from '../../src/backup/backup.ts';
import { restoreBackup, type RestoreOptions } from '../../src/backup/restore.ts';
import { loadConfig } from '../../src/config.ts';
import { createTestDatabase, createTestShop, type TestShop } from '../support/shop.ts';
import { person, type Person } from '../support/people.ts';
import { addProducts } from '../support/catalog.ts';
import { contentsAt, editManifest, repack, TEST_BACKUP_KEY, temporaryDirs, testKey } from './backup-fixtures.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const IMAGE = 'uploads/products/0123456789abcdef-320.webp';

/** A gzipped tar whose one entry's header declares `declared` bytes but holds only a few: headers alone must refuse it. */
function declaredOnly(name: string, declared: number): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 100, 'utf8');
  header.write('0000600\0', 100, 'ascii');
  header.write('0000000\0', 108, 'ascii');
  header.write('0000000\0', 116, 'ascii');
  header.write(`${declared.toString(8).padStart(11, '0')}\0`, 124, 'ascii');
  header.write('00000000000\0', 136, 'ascii');
  header.write('        ', 148, 'ascii');
  header.write('0', 156, 'ascii');
  header.write('ustar\u000000', 257, 'ascii');
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return zlib.gzipSync(Buffer.concat([header, Buffer.alloc(4096, 'x')]));
}

/** What a restore believes: the owner's signed backups of the shop's own files, within limits. */
describe('restore trusts only what the owner signed, and only the shop’s own files', () => {
  let shop: TestShop;
  let customer: Person;
  let backup: Awaited<ReturnType<typeof createBackup>>;
  const dirs = temporaryDirs();
  const tempDir = dirs.make;

  beforeAll(async () => {
    shop = await createTestShop({ BACKUP_KEY: TEST_BACKUP_KEY });
    await addProducts(shop.database.db, [{ itemName: 'Kept Tee', variants: [{ color: 'Black', sizes: { M: 3 } }] }]);
    customer = await person(shop, { name: 'Ko Aung' });
    const uploads = path.join(shop.config.dataDir, 'uploads');
    const files = {
      [IMAGE.slice('uploads/'.length)]: 'RIFF-image',
      'payments/fedcba9876543210-320.webp': 'RIFF-screenshot',
      // Not named as the shop names its images: a backup leaves them out.
      'evil.html': '<script>alert(1)</script>',
      'products/notes.txt': 'hello',
    };
    for (const [name, body] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(uploads, name)), { recursive: true });
      fs.writeFileSync(path.join(uploads, name), body);
    }
    backup = await createBackup(shop.config, { out: tempDir('backups') });
  });
  afterAll(async () => {
    await shop?.close();
    dirs.removeAll();
  });

  async function emptyTarget(env: Record<string, string> = { BACKUP_KEY: TEST_BACKUP_KEY }) {
    const databaseUrl = await createTestDatabase({ empty: true });
    const dataDir = path.join(tempDir('target'), 'data');
    return { databaseUrl, dataDir, config: loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...env }) };
  }

  /** Refused with `message`, and the target is as it was: an empty database and no DATA_DIR. */
  async function expectRefused(
    file: string,
    message: RegExp,
    options: RestoreOptions = {},
    env?: Record<string, string>,
  ) {
    const target = await emptyTarget(env);
    const refused = await restoreBackup(target.config, file, options).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BackupError);
    expect((refused as Error).message).toMatch(message);
    expect(await contentsAt(target.databaseUrl)).toEqual({ tables: {}, migrations: [] });
    expect(fs.existsSync(target.dataDir)).toBe(false);
  }

  it('backs up only the files the shop made, signed with the key', async () => {
    expect(backup.leftOut.sort()).toEqual(['evil.html', 'products/notes.txt']);
    expect(backup.manifest.images.storage === 'local' && backup.manifest.images.files.map((f) => f.path)).toEqual([
      'uploads/payments/fedcba9876543210-320.webp',
      IMAGE,
    ]);
    expect(backup.key).toMatchObject({ id: testKey.id, source: 'BACKUP_KEY', created: false });
  });

  it('refuses a backup whose rows were changed (a customer made admin), every checksum right but not the signature', async () => {
    const edited = await repack(
      backup.file,
      dirs,
      (dir) =>
        editManifest(dir, (manifest) => {
          const table = manifest.database.tables.find((t) => t.name === 'users')!;
          const file = path.join(dir, table.path);
          const [id, type] = [table.columns.indexOf('id'), table.columns.indexOf('type')];
          const rows = fs.readFileSync(file, 'utf8').split('\n');
          const changed = rows.map((row) => {
            const fields = row.split('\t');
            if (fields[id] === customer.id) fields[type] = 'admin';
            return fields.join('\t');
          });
          expect(changed).not.toEqual(rows);
          fs.writeFileSync(file, changed.join('\n'));
          const bytes = fs.readFileSync(file);
          Object.assign(table, { bytes: bytes.length, sha256: sha256(bytes) });
        }),
      'kept',
    );
    await expectRefused(
      edited,
      new RegExp(
        `^the backup's signature does not match the backup key \\(key ${testKey.id} from BACKUP_KEY; the backup names key ${testKey.id}\\).*--trust-unsigned`,
      ),
    );
  });

  it('refuses an evil.html (or any name the shop does not give) under uploads, listed and signed or not', async () => {
    const withFile = (name: string, listed: boolean) =>
      repack(backup.file, dirs, (dir) => {
        const file = path.join(dir, name);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, '<script>fetch("/api/admin/customers")</script>');
        const bytes = fs.readFileSync(file);
        if (listed)
          editManifest(dir, (m) => m.images.files.push({ path: name, bytes: bytes.length, sha256: sha256(bytes) }));
      });
    for (const name of ['uploads/evil.html', 'uploads/products/0123456789abcdef-320.html', 'uploads/products/x.svg']) {
      for (const listed of [true, false]) {
        const file = await withFile(name, listed);
        const notOurs = new RegExp(
          `^the backup holds a file that is not the shop's \\("${name.replace(/[.*]/g, '\\$&')}"\\)`,
        );
        await expectRefused(file, notOurs);
        await expectRefused(file, notOurs, { trustUnsigned: true });
      }
    }
  });

  it('refuses a manifest that lists one image twice (which made room for an unlisted file)', async () => {
    const doubled = await repack(backup.file, dirs, (dir) => {
      const extra = path.join(dir, 'uploads/products/aaaaaaaaaaaaaaaa-640.webp');
      fs.writeFileSync(extra, 'RIFF-not-listed');
      editManifest(dir, (m) => m.images.files.push({ ...m.images.files.find((f) => f.path === IMAGE)! }));
    });
    await expectRefused(doubled, /^the backup lists "uploads\/products\/0123456789abcdef-320\.webp" twice$/);
    await expectRefused(doubled, /twice$/, { trustUnsigned: true });
  });

  it('refuses what is too large from its header alone, before reading or writing it', async () => {
    const dir = tempDir('declared');
    const cases: [string, number, RegExp, RestoreOptions?][] = [
      [
        'manifest.json',
        100 * 1024 * 1024,
        /^the backup holds "manifest.json" of 104857600 bytes, more than such a file may be \(64 MB\)$/,
      ],
      [IMAGE, 17 * 1024 * 1024, /more than such a file may be \(16 MB\)$/],
      [
        'db/public.users.copy',
        2 * 1024 ** 3,
        /^the backup holds "db\/public\.users\.copy" of 2147483648 bytes, more than such a file may be \(1 GB\)$/,
        { limits: { totalBytes: 1024 ** 3 } },
      ],
    ];
    for (const [name, declared, message, options] of cases) {
      const file = path.join(dir, `${declared}.tar.gz`);
      fs.writeFileSync(file, declaredOnly(name, declared));
      await expectRefused(file, message, options);
    }
    // A whole backup past the limits on its number of files or its total size.
    await expectRefused(backup.file, /^the backup holds more than 3 files/, { limits: { entries: 3 } });
    const { tables } = backup.manifest.database;
    const images = backup.manifest.images.storage === 'local' ? backup.manifest.images.files : [];
    const total = [...tables, ...images].reduce((sum, f) => sum + f.bytes, 0);
    await expectRefused(
      backup.file,
      new RegExp(`^the backup unpacks to more than ${total - 1} bytes \\(RESTORE_MAX_GB\\)`),
      {
        limits: { totalBytes: total - 1 },
      },
    );
  });

  it('refuses an unsigned backup unless the owner vouches for it (--trust-unsigned), then restores it', async () => {
    const unsigned = await repack(backup.file, dirs, () => {}, 'none');
    await expectRefused(
      unsigned,
      /^the backup is not signed .*--trust-unsigned: restoring a file from elsewhere hands/,
    );
    // Signed, but not with this shop's key; and no key at all.
    const otherKey = 'another-shop-backup-key-0123456789abcdefghijkl';
    await expectRefused(
      backup.file,
      new RegExp(
        `does not match the backup key \\(key ${keyId(otherKey)} from BACKUP_KEY; the backup names key ${testKey.id}\\)`,
      ),
      {},
      { BACKUP_KEY: otherKey },
    );
    await expectRefused(
      backup.file,
      /^there is no backup key to check the backup's signature with: set BACKUP_KEY/,
      {},
      {},
    );

    const target = await emptyTarget();
    const restored = await restoreBackup(target.config, unsigned, { trustUnsigned: true });
    expect(restored.signedWith).toBeUndefined();
    const [source, copy] = await Promise.all([contentsAt(shop.databaseUrl), contentsAt(target.databaseUrl)]);
    expect(copy.tables['public.users']).toEqual(source.tables['public.users']);
  });

  it('says so in the terminal, and restores with --trust-unsigned', async () => {
    const unsigned = await repack(backup.file, dirs, () => {}, 'none');
    const target = await emptyTarget();
    const cli = new URL('../../src/backup/backup-cli.ts', import.meta.url).pathname;
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', cli, 'restore', unsigned, ...args], {
        env: {
          ...process.env,
          DATA_DIR: target.dataDir,
          DATABASE_URL: target.databaseUrl,
          BACKUP_KEY: TEST_BACKUP_KEY,
        },
      });
    const refused = await run().then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toMatch(
      /^Not restored: the backup is not signed .* add --trust-unsigned: .*\. Nothing was changed\.\n$/,
    );
    expect(await contentsAt(target.databaseUrl)).toEqual({ tables: {}, migrations: [] });
    const trusted = await run('--trust-unsigned');
    expect(trusted.stdout).toContain('signed:   NOT checked (--trust-unsigned)');
    expect((await contentsAt(target.databaseUrl)).tables['public.products']).toHaveLength(1);
  });

  it('makes a key into DATA_DIR when BACKUP_KEY is unset, which then restores the backup beside it', async () => {
    const config = { ...shop.config, backupKey: undefined };
    const first = await createBackup(config, { out: tempDir('own-key') });
    const keyFile = path.join(shop.config.dataDir, 'backup-key');
    expect(first.key).toMatchObject({ source: keyFile, created: true });
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    const second = await createBackup(config, { out: tempDir('own-key') });
    expect(second.key).toMatchObject({ id: first.key.id, created: false });

    // The owner brings the key file to the new machine's empty DATA_DIR.
    const target = await emptyTarget({});
    fs.mkdirSync(target.dataDir, { recursive: true });
    fs.copyFileSync(keyFile, path.join(target.dataDir, 'backup-key'));
    const restored = await restoreBackup(target.config, second.file);
    expect(restored.signedWith).toMatchObject({ id: first.key.id, source: path.join(target.dataDir, 'backup-key') });
    await expectRefused(second.file, /does not match the backup key/);
  });
});
