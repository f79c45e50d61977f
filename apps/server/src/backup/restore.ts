import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config.ts';
import { DataDirInUseError, lockDataDir } from '../lib/data-dir-lock.ts';
import { BackupError } from './archive.ts';
import { BACKUP_KEY_FILE, keepKey, keyForRestore, type BackupKey } from './backup-key.ts';
import { databaseInUse, loadDatabase, NEWER_SHOP, type LoadResult } from './database-load.ts';
import type { Manifest } from './manifest.ts';
import { restorePlan } from './migration-level.ts';
import { checkedManifest, restoreLimits, scanBackup, unpackBackup, type RestoreLimits } from './restore-check.ts';
import { connectClient, startOwnEmbedded } from './shop-database.ts';

/**
 * `npm run restore <file>`: checks the whole backup first (restore-check.ts: sizes, the manifest's
 * signature with the owner's backup key, the shop's own file names, every entry against the
 * manifest's checksums), then restores into an empty DATA_DIR (embedded PostgreSQL) or an empty
 * database (DATABASE_URL); `--force` replaces a target that is not empty. A backup that is
 * damaged, cut short, too large or not signed with the key changes nothing (`--trust-unsigned`
 * lets an unsigned one in, checked in every other way). See docs/decisions/027-backup-and-restore.md.
 */

export type RestoreResult = LoadResult & {
  images: number;
  target: string;
  /** Where the replaced DATA_DIR was moved (restore --force into a DATA_DIR). */
  replaced?: string;
  manifest: Manifest;
  /** The key whose signature was checked; undefined when restored with --trust-unsigned. */
  signedWith?: BackupKey;
};

export type RestoreOptions = {
  force?: boolean;
  /** Restore a backup whose signature is missing or does not match the backup key. */
  trustUnsigned?: boolean;
  /** Tighter limits than the shop's own (tests). */
  limits?: Partial<RestoreLimits>;
};

/** Empty, or holding only the backup key the owner put there to restore with. */
function isEmptyDir(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).every((name) => name === BACKUP_KEY_FILE);
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** The backup's images copied into `target` (which must not exist yet); answers how many. */
function placeImages(manifest: Manifest, staging: string, target: string): number {
  if (manifest.images.storage !== 'local') return 0;
  fs.mkdirSync(target, { recursive: true });
  const from = path.join(staging, 'uploads');
  if (fs.existsSync(from)) fs.cpSync(from, target, { recursive: true });
  return manifest.images.files.length;
}

/** Into the database of DATABASE_URL; the images into DATA_DIR/uploads (swapped in at the end). */
async function restoreIntoDatabase(config: Config, url: string, manifest: Manifest, staging: string, force: boolean) {
  const uploads = path.join(config.dataDir, 'uploads');
  if (manifest.images.storage === 'local' && !force && !isEmptyDir(uploads)) {
    throw new BackupError(`${uploads} is not empty (add --force to replace it)`);
  }
  const client = await connectClient(url);
  const incoming = `${uploads}.restoring-${randomBytes(4).toString('hex')}`;
  const madeDataDir = !fs.existsSync(config.dataDir);
  let done = false;
  try {
    if (!force && (await databaseInUse(client))) {
      throw new BackupError('the target database is not empty (add --force to replace it)');
    }
    const images = placeImages(manifest, staging, incoming);
    const loaded = await loadDatabase(client, manifest, { force, staging });
    if (manifest.images.storage === 'local') {
      if (fs.existsSync(uploads)) fs.renameSync(uploads, `${uploads}.before-restore-${stamp()}`);
      fs.renameSync(incoming, uploads);
    }
    done = true;
    return { ...loaded, images, target: 'the database of DATABASE_URL' };
  } finally {
    fs.rmSync(incoming, { recursive: true, force: true });
    if (!done && madeDataDir) fs.rmSync(config.dataDir, { recursive: true, force: true });
    await client.end().catch(() => {});
  }
}

/**
 * Into DATA_DIR with its own embedded PostgreSQL: everything is built in a new directory beside
 * it and moved into place at the end; a DATA_DIR replaced with --force is kept beside it.
 */
async function restoreIntoDataDir(config: Config, manifest: Manifest, staging: string, force: boolean) {
  const dataDir = config.dataDir;
  const inUse = !isEmptyDir(dataDir);
  if (inUse && !force) throw new BackupError(`${dataDir} is not empty (add --force to replace it)`);
  let unlock: (() => void) | undefined;
  if (inUse) {
    try {
      unlock = lockDataDir(dataDir);
    } catch (error) {
      if (error instanceof DataDirInUseError) throw new BackupError(`a shop is running on ${dataDir}: stop it first`);
      throw error;
    }
  }
  const building = `${dataDir}.restoring-${randomBytes(4).toString('hex')}`;
  try {
    const database = await startOwnEmbedded(building);
    let loaded: LoadResult;
    try {
      const client = await connectClient(database.url);
      try {
        loaded = await loadDatabase(client, manifest, { force: false, staging });
      } finally {
        await client.end().catch(() => {});
      }
    } finally {
      await database.close();
    }
    const images = placeImages(manifest, staging, path.join(building, 'uploads'));
    let replaced: string | undefined;
    if (inUse) {
      replaced = `${dataDir}.before-restore-${stamp()}`;
      fs.renameSync(dataDir, replaced);
      fs.rmSync(path.join(replaced, 'shop.lock'), { force: true });
      unlock = undefined;
    } else {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    fs.renameSync(building, dataDir);
    return { ...loaded, images, target: dataDir, ...(replaced ? { replaced } : {}) };
  } finally {
    unlock?.();
    fs.rmSync(building, { recursive: true, force: true });
  }
}

export async function restoreBackup(
  config: Config,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const force = options.force ?? false;
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new BackupError(`there is no file ${file}`);
  const limits = { ...restoreLimits(config), ...options.limits };
  const key = keyForRestore(config);
  // Everything is checked before the first byte is written anywhere.
  const { manifest, listed, signed } = checkedManifest(await scanBackup(file, limits), key, {
    trustUnsigned: options.trustUnsigned ?? false,
    limits,
  });
  if (restorePlan(manifest.database.migrations).unknown.length) throw new BackupError(NEWER_SHOP);
  if (manifest.images.storage === 'local' && config.s3) {
    throw new BackupError(
      "the backup's images were on disk, but this shop keeps images in S3_BUCKET: restore with S3_BUCKET unset",
    );
  }
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-restore-'));
  try {
    await unpackBackup(file, staging, listed, limits);
    const result = config.databaseUrl
      ? await restoreIntoDatabase(config, config.databaseUrl, manifest, staging, force)
      : await restoreIntoDataDir(config, manifest, staging, force);
    // The restored shop signs its next backups with the key the owner already keeps.
    if (key) keepKey(config.dataDir, key);
    return { ...result, manifest, ...(signed && key ? { signedWith: key } : {}) };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
