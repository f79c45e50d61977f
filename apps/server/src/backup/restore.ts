import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config.ts';
import { DataDirInUseError, lockDataDir } from '../lib/data-dir-lock.ts';
import { BackupError, unpackArchive } from './archive.ts';
import { databaseInUse, loadDatabase, NEWER_SHOP, type LoadResult } from './database-load.ts';
import { MANIFEST_NAME, ManifestSchema, type ArchivedFile, type Manifest } from './manifest.ts';
import { restorePlan } from './migration-level.ts';
import { connectClient, startOwnEmbedded } from './shop-database.ts';

/**
 * `npm run restore <file>`: checks the whole backup first (every entry against the manifest's
 * checksums), then restores into an empty DATA_DIR (embedded PostgreSQL) or an empty database
 * (DATABASE_URL); `--force` replaces a target that is not empty. A backup that is damaged or
 * cut short changes nothing. See docs/decisions/027-backup-and-restore.md.
 */

export type RestoreResult = LoadResult & {
  images: number;
  target: string;
  /** Where the replaced DATA_DIR was moved (restore --force into a DATA_DIR). */
  replaced?: string;
  manifest: Manifest;
};

/** The backup's manifest, once every file it names is there with its size and checksum. */
function checkedManifest(entries: Map<string, ArchivedFile>, staging: string): Manifest {
  if (!entries.has(MANIFEST_NAME))
    throw new BackupError('the backup is incomplete: its manifest is missing (cut short?)');
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(path.join(staging, MANIFEST_NAME), 'utf8'));
  } catch {
    throw new BackupError("the backup's manifest is unreadable");
  }
  const result = ManifestSchema.safeParse(parsed);
  if (!result.success) throw new BackupError("the backup's manifest is not one this shop writes");
  const manifest = result.data;
  const listed = [...manifest.database.tables, ...(manifest.images.storage === 'local' ? manifest.images.files : [])];
  for (const file of listed) {
    const found = entries.get(file.path);
    if (!found) throw new BackupError(`the backup is incomplete: ${file.path} is missing`);
    if (found.bytes !== file.bytes || found.sha256 !== file.sha256) {
      throw new BackupError(`the backup is damaged: ${file.path} does not match its checksum`);
    }
  }
  if (entries.size !== listed.length + 1) throw new BackupError('the backup holds files its manifest does not list');
  const images = manifest.images.storage === 'local' ? manifest.images.files : [];
  const misplaced = [
    ...manifest.database.tables.filter((t) => !t.path.startsWith('db/')),
    ...images.filter((f) => !f.path.startsWith('uploads/')),
  ][0];
  if (misplaced) throw new BackupError(`the backup holds a file in the wrong place (${misplaced.path})`);
  return manifest;
}

function isEmptyDir(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
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
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  const force = options.force ?? false;
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new BackupError(`there is no file ${file}`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-restore-'));
  try {
    const manifest = checkedManifest(await unpackArchive(file, staging), staging);
    if (restorePlan(manifest.database.migrations).unknown.length) throw new BackupError(NEWER_SHOP);
    if (manifest.images.storage === 'local' && config.s3) {
      throw new BackupError(
        "the backup's images were on disk, but this shop keeps images in S3_BUCKET: restore with S3_BUCKET unset",
      );
    }
    const result = config.databaseUrl
      ? await restoreIntoDatabase(config, config.databaseUrl, manifest, staging, force)
      : await restoreIntoDataDir(config, manifest, staging, force);
    return { ...result, manifest };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
