import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { isShopImageKey } from '../lib/image-names.ts';
import { BackupError, measureEntry, readEntry, walkArchive, writeMeasured, type ArchiveLimits } from './archive.ts';
import { checkSignature, type BackupKey } from './backup-key.ts';
import { MANIFEST_NAME, ManifestSchema, SIGNATURE_NAME, type ArchivedFile, type Manifest } from './manifest.ts';

/**
 * What a restore believes of a backup file, and in what order: first the whole file is read
 * without writing anything (every header judged before its bytes, sizes capped, each entry
 * hashed), then the manifest's signature is checked with the owner's key, then the manifest
 * itself (only the shop's own file names, each once, every entry listed and matching its
 * sha256). Only then are the listed entries unpacked, each checked again as it is written.
 * See docs/decisions/027-backup-and-restore.md.
 */

export type RestoreLimits = ArchiveLimits & { manifestBytes: number; imageBytes: number };

const MiB = 1024 * 1024;
const SIGNATURE_MAX_BYTES = 1024;

/** Far above what the shop writes (a manifest line per file, WebP pictures under 1 MB), far below harm. */
export function restoreLimits(config: Config): RestoreLimits {
  return { manifestBytes: 64 * MiB, imageBytes: 16 * MiB, entries: 200_000, totalBytes: config.restoreMaxBytes };
}

const TABLE_ENTRY = /^db\/[^/]+\.copy$/;
const isTableEntry = (name: string) => TABLE_ENTRY.test(name);
/** `uploads/products/3f9c…-960.webp`: only names the shop gives its images (lib/image-names.ts). */
const isImageEntry = (name: string) => name.startsWith('uploads/') && isShopImageKey(name.slice('uploads/'.length));

/** The most each entry of a backup may hold; undefined for a name no backup of the shop has. */
function allowance(limits: RestoreLimits) {
  return (name: string): number | undefined => {
    if (name === MANIFEST_NAME) return limits.manifestBytes;
    if (name === SIGNATURE_NAME) return SIGNATURE_MAX_BYTES;
    if (isTableEntry(name)) return limits.totalBytes;
    if (isImageEntry(name)) return limits.imageBytes;
    return undefined;
  };
}

export type ScannedBackup = { entries: Map<string, ArchivedFile>; manifest?: Buffer; signature?: Buffer };

/** Reads the whole file, writing nothing: every entry's size and sha256, the manifest and its signature. */
export async function scanBackup(file: string, limits: RestoreLimits): Promise<ScannedBackup> {
  const scanned: ScannedBackup = { entries: new Map() };
  await walkArchive(file, limits, allowance(limits), async ({ name, body }) => {
    if (name === MANIFEST_NAME) scanned.manifest = await readEntry(body);
    else if (name === SIGNATURE_NAME) scanned.signature = await readEntry(body);
    else scanned.entries.set(name, { path: name, ...(await measureEntry(body)) });
  });
  return scanned;
}

const HANDS_OVER =
  'restoring a file from elsewhere hands whoever made it the shop (its accounts, its admins, its pages)';
const TRUST_HINT = `Only for a file you know is yours, add --trust-unsigned: ${HANDS_OVER}`;

/** Why an unsigned or wrongly signed backup is refused, and what the owner can do. */
function signatureRefusal(key: BackupKey | undefined, scanned: ScannedBackup & { manifest: Buffer }): string | null {
  if (!key) {
    return `there is no backup key to check the backup's signature with: set BACKUP_KEY to the key kept with your backups (the backup-key file of the DATA_DIR that made it). ${TRUST_HINT}`;
  }
  const check = checkSignature(key, scanned.manifest, scanned.signature);
  if (check.result === 'valid') return null;
  if (check.result === 'mismatch') {
    return `the backup's signature does not match the backup key (key ${key.id} from ${key.source}; the backup names key ${check.signedBy}): it was changed since, or made with another key. Set BACKUP_KEY to the key it was made with. ${TRUST_HINT}`;
  }
  return `the backup is not signed (an older shop's backup, or not made by the shop at all). ${TRUST_HINT}`;
}

function parseManifest(bytes: Buffer): Manifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BackupError("the backup's manifest is unreadable");
  }
  const result = ManifestSchema.safeParse(parsed);
  if (!result.success) throw new BackupError("the backup's manifest is not one this shop writes");
  return result.data;
}

/** Every file the manifest lists (tables, then images), refused when one is not the shop's or listed twice. */
export function listedFiles(manifest: Manifest, limits: RestoreLimits): Map<string, ArchivedFile> {
  const images = manifest.images.storage === 'local' ? manifest.images.files : [];
  const allowed = allowance(limits);
  const listed = new Map<string, ArchivedFile>();
  let total = 0;
  for (const [file, belongs] of [
    ...manifest.database.tables.map((t) => [t, isTableEntry(t.path)] as const),
    ...images.map((f) => [f, isImageEntry(f.path)] as const),
  ]) {
    const shown = JSON.stringify(file.path).slice(0, 80);
    if (!belongs) throw new BackupError(`the backup lists a file that is not the shop's (${shown})`);
    if (listed.has(file.path)) throw new BackupError(`the backup lists ${shown} twice`);
    if (file.bytes > allowed(file.path)!) throw new BackupError(`the backup lists ${shown} as larger than it may be`);
    total += file.bytes;
    listed.set(file.path, { path: file.path, bytes: file.bytes, sha256: file.sha256 });
  }
  if (listed.size > limits.entries || total > limits.totalBytes) {
    throw new BackupError('the backup lists more than a backup may hold');
  }
  return listed;
}

/**
 * The backup's manifest, once its signature matches `key` (or the owner said --trust-unsigned)
 * and every entry is one it lists, whole. `signed` says whether the signature was checked.
 */
export function checkedManifest(
  scanned: ScannedBackup,
  key: BackupKey | undefined,
  options: { trustUnsigned: boolean; limits: RestoreLimits },
): { manifest: Manifest; listed: Map<string, ArchivedFile>; signed: boolean } {
  const bytes = scanned.manifest;
  if (!bytes) throw new BackupError('the backup is incomplete: its manifest is missing (cut short?)');
  const refusal = signatureRefusal(key, { ...scanned, manifest: bytes });
  if (refusal && !options.trustUnsigned) throw new BackupError(refusal);
  const manifest = parseManifest(bytes);
  const listed = listedFiles(manifest, options.limits);
  for (const file of listed.values()) {
    const found = scanned.entries.get(file.path);
    if (!found) throw new BackupError(`the backup is incomplete: ${file.path} is missing`);
    if (found.bytes !== file.bytes || found.sha256 !== file.sha256) {
      throw new BackupError(`the backup is damaged: ${file.path} does not match its checksum`);
    }
  }
  if ([...scanned.entries.keys()].some((name) => !listed.has(name))) {
    throw new BackupError('the backup holds files its manifest does not list');
  }
  return { manifest, listed, signed: refusal === null };
}

/**
 * Unpacks the listed entries into `staging`, each checked against the manifest as it is written
 * (the file was read once already: a file changed meanwhile is refused, never half-believed).
 */
export async function unpackBackup(
  file: string,
  staging: string,
  listed: Map<string, ArchivedFile>,
  limits: RestoreLimits,
): Promise<void> {
  const changed = () => new BackupError('the backup file changed while it was being restored');
  const written = new Set<string>();
  await walkArchive(file, limits, allowance(limits), async ({ name, body }) => {
    const expected = listed.get(name);
    if (!expected) {
      if (name !== MANIFEST_NAME && name !== SIGNATURE_NAME) throw changed();
      await measureEntry(body);
      return;
    }
    const target = path.join(staging, ...name.split('/'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const { bytes, sha256 } = await writeMeasured(body, target);
    if (bytes !== expected.bytes || sha256 !== expected.sha256) throw changed();
    written.add(name);
  });
  if (written.size !== listed.size) throw changed();
}
