import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { loadOrCreateSecret } from '../lib/secrets.ts';

/**
 * The owner's backup key: every backup's manifest (which carries each entry's sha256) is signed
 * with it, HMAC-SHA256, and a restore checks that signature before it believes anything in the
 * file. BACKUP_KEY when set; otherwise the key generated into DATA_DIR/backup-key by the first
 * backup, which the owner keeps with the backups, away from the machine (README, Backups).
 * See docs/decisions/027-backup-and-restore.md.
 */
export const BACKUP_KEY_FILE = 'backup-key';

export type BackupKey = {
  secret: string;
  /** A short fingerprint, to tell keys apart in messages (never enough to recover the key). */
  id: string;
  /** Where it came from: BACKUP_KEY, or the file in DATA_DIR. */
  source: string;
};

export function keyId(secret: string): string {
  return createHash('sha256').update(`streetwear-mm backup key\0${secret}`).digest('hex').slice(0, 12);
}

const keyOf = (secret: string, source: string): BackupKey => ({ secret, id: keyId(secret), source });
const keyFile = (dataDir: string) => path.join(dataDir, BACKUP_KEY_FILE);

/** The key a backup is signed with, made into DATA_DIR the first time (`created`). */
export function keyForBackup(config: Config): BackupKey & { created: boolean } {
  if (config.backupKey) return { ...keyOf(config.backupKey, 'BACKUP_KEY'), created: false };
  const file = keyFile(config.dataDir);
  const created = !fs.existsSync(file);
  return { ...keyOf(loadOrCreateSecret(config.dataDir, BACKUP_KEY_FILE), file), created };
}

/** The key a restore checks with: BACKUP_KEY, or the target DATA_DIR's own; none is made here. */
export function keyForRestore(config: Config): BackupKey | undefined {
  if (config.backupKey) return keyOf(config.backupKey, 'BACKUP_KEY');
  const file = keyFile(config.dataDir);
  if (!fs.existsSync(file)) return undefined;
  const secret = fs.readFileSync(file, 'utf8').trim();
  return secret ? keyOf(secret, file) : undefined;
}

/**
 * After a restore: the restored shop's next backups are signed with the key the owner already
 * keeps (written into DATA_DIR unless a key file is there).
 */
export function keepKey(dataDir: string, key: BackupKey): void {
  const file = keyFile(dataDir);
  if (fs.existsSync(file)) return;
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, key.secret, { mode: 0o600 });
}

const SIGNATURE = /^hmac-sha256 ([0-9a-f]{12}) ([0-9a-f]{64})\n?$/;

/** `manifest.sig`: `hmac-sha256 <key id> <hex>`, of the manifest's exact bytes. */
export function signManifest(key: BackupKey, manifest: Buffer): Buffer {
  const mac = createHmac('sha256', key.secret).update(manifest).digest('hex');
  return Buffer.from(`hmac-sha256 ${key.id} ${mac}\n`);
}

export type SignatureCheck =
  { result: 'valid' } | { result: 'missing' | 'malformed' } | { result: 'mismatch'; signedBy: string };

export function checkSignature(key: BackupKey, manifest: Buffer, signature: Buffer | undefined): SignatureCheck {
  if (!signature) return { result: 'missing' };
  const parsed = SIGNATURE.exec(signature.toString('latin1'));
  if (!parsed) return { result: 'malformed' };
  const expected = createHmac('sha256', key.secret).update(manifest).digest();
  const given = Buffer.from(parsed[2]!, 'hex');
  return timingSafeEqual(expected, given) ? { result: 'valid' } : { result: 'mismatch', signedBy: parsed[1]! };
}
