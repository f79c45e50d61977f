import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import pg from 'pg';
import tar from 'tar-stream';
import { ArchiveWriter } from '../../src/backup/archive.ts';
import { keyId, signManifest } from '../../src/backup/backup-key.ts';
import { PORTABLE_TEXT_SETTINGS, qualified, userTables } from '../../src/backup/database-dump.ts';
import { appliedMigrations, type AppliedMigration } from '../../src/backup/migration-level.ts';
import type { TestShop } from '../support/shop.ts';
import { person } from '../support/people.ts';
import { request } from '../support/request.ts';
import { billing, placeOrder } from '../support/orders.ts';
import { uploadedImages } from '../support/images.ts';

/** Test helpers of the backup tests: a shop with a bit of everything, and a database's contents. */

/** The owner's backup key in these tests (BACKUP_KEY). */
export const TEST_BACKUP_KEY = 'test-backup-key-kept-away-from-the-shop-0123456789';
export const testKey = { secret: TEST_BACKUP_KEY, id: keyId(TEST_BACKUP_KEY), source: 'BACKUP_KEY' };

/** Every entry of a backup written under `dir`, as it is (no checks: a tool of the tests). */
export async function extractAll(file: string, dir: string): Promise<void> {
  const extract = tar.extract();
  const source = fs.createReadStream(file).pipe(zlib.createGunzip());
  source.pipe(extract);
  for await (const entry of extract) {
    const target = path.join(dir, ...entry.header.name.split('/'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    await pipeline(Readable.from(entry), fs.createWriteStream(target));
  }
}

/**
 * A copy of `file` with its unpacked entries changed by `edit`, written into `out`: with the
 * manifest signed again with the test key ('signed', as the owner's own shop would), the
 * signature left as it was ('kept', as anyone without the key could), or none at all.
 */
export async function repack(
  file: string,
  dirs: { make(name: string): string },
  edit: (dir: string) => void,
  signature: 'signed' | 'kept' | 'none' = 'signed',
): Promise<string> {
  const dir = dirs.make('unpacked');
  await extractAll(file, dir);
  edit(dir);
  const sig = path.join(dir, 'manifest.sig');
  if (signature === 'none') fs.rmSync(sig, { force: true });
  if (signature === 'signed' && fs.existsSync(path.join(dir, 'manifest.json'))) {
    fs.writeFileSync(sig, signManifest(testKey, fs.readFileSync(path.join(dir, 'manifest.json'))));
  }
  const out = path.join(dirs.make('repacked'), 'changed.tar.gz');
  const writer = new ArchiveWriter(out);
  const last = ['manifest.json', 'manifest.sig'];
  const names = [...filesUnder(dir).keys()].sort((a, b) => last.indexOf(a) - last.indexOf(b));
  for (const name of names) await writer.addFile(name, path.join(dir, name));
  await writer.finish();
  return out;
}

/** A manifest as JSON, changed by `change` (the checksums a maker of a file would write). */
export function editManifest(dir: string, change: (manifest: ManifestJson) => void): void {
  const file = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as ManifestJson;
  change(manifest);
  fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}
export type ManifestJson = {
  database: {
    migrations: object[];
    tables: { path: string; name: string; columns: string[]; bytes: number; sha256: string }[];
  };
  images: { files: { path: string; bytes: number; sha256: string }[] };
};

export type Contents = { tables: Record<string, string[]>; migrations: AppliedMigration[] };

/** Every row of every table, as text, in a fixed order; and the migration level. */
export async function readContents(client: pg.ClientBase): Promise<Contents> {
  for (const setting of PORTABLE_TEXT_SETTINGS) await client.query(setting);
  const tables: Record<string, string[]> = {};
  for (const table of await userTables(client)) {
    const { rows } = await client.query<{ row: string }>(
      `select t::text as row from ${qualified(client, table.schema, table.name)} t order by 1`,
    );
    tables[`${table.schema}.${table.name}`] = rows.map((r) => r.row);
  }
  return { tables, migrations: await appliedMigrations(client) };
}

export async function contentsAt(url: string): Promise<Contents> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await readContents(client);
  } finally {
    await client.end();
  }
}

/** What an exported snapshot of `url` holds (read while the exporting transaction is open). */
export async function contentsOfSnapshot(url: string, snapshotId: string): Promise<Contents> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    await client.query(`set transaction snapshot '${snapshotId.replace(/'/g, '')}'`);
    const contents = await readContents(client);
    await client.query('commit');
    return contents;
  } finally {
    await client.end();
  }
}

/** Temporary directories (readable by PostgreSQL's account) and their removal. */
export function temporaryDirs() {
  const made: string[] = [];
  return {
    make(name: string): string {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-${name}-`));
      fs.chmodSync(dir, 0o755);
      made.push(dir);
      return dir;
    },
    removeAll(): void {
      for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Every file under a directory with its bytes, by relative path. */
export function filesUnder(root: string): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  if (!fs.existsSync(root)) return found;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    found.set(path.relative(root, full), fs.readFileSync(full));
  }
  return found;
}

export const STATUSES_PATH = {
  pending: [],
  processing: ['processing'],
  shipped: ['processing', 'shipped'],
  delivered: ['processing', 'shipped', 'delivered'],
  cancelled: ['cancelled'],
} as const;

/**
 * A shop with customers (with passwords, addresses, carts and favourites), products with real
 * images, orders in every status with their timelines, admin audit entries and a contact message.
 */
export async function fillShop(shop: TestShop) {
  const boss = await person(shop, { role: 'admin' });
  const images = await uploadedImages(shop, boss.token, 3);
  const batch = await request(shop, {
    method: 'POST',
    url: '/api/auth/products',
    token: boss.token,
    payload: {
      batchName: 'Backup drop',
      genders: {
        male: [
          {
            itemName: 'Saved Tee',
            mainCategory: 'T-shirt',
            price: 25_000,
            details: '<p>Cotton, <strong>heavy</strong> — ကချင်</p>',
            variants: [
              { name: 'Saved Tee', color: 'Black', sizes: [{ size: 'M', stock: 400 }], images: [images[0]] },
              { name: 'Saved Tee', color: 'White', sizes: [{ size: 'L', stock: 50 }], images: [images[1], images[2]] },
            ],
          },
        ],
      },
    },
  });
  if (batch.statusCode !== 201) throw new Error(`batch failed: ${batch.body}`);
  const productId = batch.json<{ products: string[] }>().products[0]!;
  const line = { productId, color: 'Black', size: 'M', quantity: 1 };

  const registered = await request(shop, {
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Daw Khin', email: 'khin@example.com', password: 'Restore123', phone: '09420001111' },
  });
  if (registered.statusCode !== 201) throw new Error(`sign-up failed: ${registered.body}`);
  const customers = [await person(shop, { name: 'Ko Aung' }), await person(shop, { name: 'Ma Hla' })];
  const orders: Record<string, string> = {};
  for (const [status, moves] of Object.entries(STATUSES_PATH)) {
    const token = status === 'pending' ? undefined : customers[0]!.token;
    orders[status] = await placeOrder(shop, [line], token);
    for (const to of moves) {
      await request(shop, {
        method: 'PUT',
        url: `/api/admin/orders/${orders[status]}/status`,
        token: boss.token,
        payload: { status: to },
      });
    }
  }
  for (const customer of customers) {
    await request(shop, {
      method: 'POST',
      url: '/api/favorites/toggle',
      token: customer.token,
      payload: { productId, selectedColor: 'White', selectedSize: 'L' },
    });
    await request(shop, {
      method: 'POST',
      url: '/api/auth/save-address',
      token: customer.token,
      payload: { ...billing, label: 'Default', isDefault: true },
    });
  }
  await request(shop, {
    method: 'POST',
    url: '/api/auth/cart/add',
    token: customers[1]!.token,
    payload: { productId, quantity: 2, size: 'L', color: 'White' },
  });
  await request(shop, {
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Ma Hla', email: 'hla@example.com', subject: 'Sizes', message: 'Do you have XXL?' },
  });
  return { boss, productId, line, orders, images };
}
