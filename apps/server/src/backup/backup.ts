import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config.ts';
import { isShopImageKey } from '../lib/image-names.ts';
import { ADVISORY_LOCKS } from '../db/advisory-locks.ts';
import { ArchiveWriter } from './archive.ts';
import { keyForBackup, signManifest, type BackupKey } from './backup-key.ts';
import { dumpDatabase } from './database-dump.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_NAME,
  SIGNATURE_NAME,
  type ArchivedFile,
  type Manifest,
} from './manifest.ts';
import { knownMigrations } from './migration-level.ts';
import { connectClient, openShopDatabase } from './shop-database.ts';

/**
 * `npm run backup`: one file holding the database (a consistent snapshot, taken while the shop
 * sells), the uploaded images and a manifest signed with the owner's backup key.
 * See docs/decisions/027-backup-and-restore.md.
 */

export function shopVersion(): string {
  const file = new URL('../../../../package.json', import.meta.url);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/** `backups/shop-2026-11-25T10-00-05.tar.gz` (local time), or the file named. */
function backupFile(out: string, now: Date): string {
  if (out.endsWith('.tar.gz')) return path.resolve(out);
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp =
    `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}` +
    `T${pad(now.getHours())}-${pad(now.getMinutes())}-${pad(now.getSeconds())}`;
  return path.resolve(out, `shop-${stamp}.tar.gz`);
}

/** Every stored file under `root`, by its path relative to it; half-written ones (`.tmp`) left out. */
function* storedFiles(root: string, dir = root): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* storedFiles(root, full);
    else if (entry.isFile() && !entry.name.endsWith('.tmp')) yield path.relative(root, full).split(path.sep).join('/');
  }
}

export type BackupOptions = {
  /** A directory (default `backups`) or a `.tar.gz` file name. */
  out?: string;
  /** Called with the database snapshot's id while it is held (tests compare against it). */
  onSnapshot?: (snapshotId: string) => Promise<void>;
};

export type BackupResult = {
  file: string;
  manifest: Manifest;
  /** The key it is signed with; `created` when this backup made it (the owner must keep a copy). */
  key: BackupKey & { created: boolean };
  /** Files under DATA_DIR/uploads left out: not named as the shop names its images. */
  leftOut: string[];
};

export async function createBackup(config: Config, options: BackupOptions = {}): Promise<BackupResult> {
  const now = new Date();
  const file = backupFile(options.out ?? 'backups', now);
  const key = keyForBackup(config);
  const leftOut: string[] = [];
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
  const database = await openShopDatabase(config);
  const writer = new ArchiveWriter(file);
  try {
    const client = await connectClient(database.url);
    try {
      // No stored image is removed from here until the images are copied: every file the
      // snapshot names is still there (removals meanwhile wait for the next sweep).
      await client.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.imageFiles]);
      const dump = await dumpDatabase(client, staging, options.onSnapshot);
      const tables = [];
      for (const { file: dumped, ...table } of dump.tables)
        tables.push({ ...table, ...(await writer.addFile(table.path, dumped)) });
      const images: Manifest['images'] = config.s3
        ? {
            storage: 's3',
            bucket: config.s3.bucket,
            note: `Images are not in this file: they stay in the bucket ${config.s3.bucket}, kept by the bucket's own versioning (turn it on); the database keeps their full addresses.`,
          }
        : { storage: 'local', files: [] as ArchivedFile[] };
      if (images.storage === 'local') {
        const root = path.join(config.dataDir, 'uploads');
        for (const relative of storedFiles(root)) {
          // A restore takes back only the shop's own image names: anything else would not restore.
          if (!isShopImageKey(relative)) {
            leftOut.push(relative);
            continue;
          }
          images.files.push(await writer.addFile(`uploads/${relative}`, path.join(root, ...relative.split('/'))));
        }
      }
      await client.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.imageFiles]);
      const last = dump.migrations.at(-1);
      const manifest: Manifest = {
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        createdAt: now.toISOString(),
        shopVersion: shopVersion(),
        database: {
          source: database.kind,
          serverVersion: dump.serverVersion,
          migrations: dump.migrations,
          migrationTag: knownMigrations().find((m) => m.createdAt === last?.createdAt)?.tag ?? null,
          tables,
          sequences: dump.sequences,
        },
        images,
      };
      const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      await writer.addBuffer(MANIFEST_NAME, manifestBytes);
      await writer.addBuffer(SIGNATURE_NAME, signManifest(key, manifestBytes));
      await writer.finish();
      return { file, manifest, key, leftOut };
    } finally {
      await client.end().catch(() => {});
    }
  } catch (error) {
    writer.abort();
    throw error;
  } finally {
    await database.close();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
