import { z } from 'zod';

/**
 * `manifest.json`, near the end of a backup archive: what the backup holds and the sha256 of
 * every other entry, so a restore can tell a whole backup from a damaged one before it changes
 * anything; and after it `manifest.sig`, the manifest's HMAC-SHA256 with the owner's backup key
 * (backup-key.ts), so a restore can tell the owner's backup from an edited one.
 * See docs/decisions/027-backup-and-restore.md.
 */
export const BACKUP_FORMAT = 'streetwear-mm-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const SIGNATURE_NAME = 'manifest.sig';

const FileSchema = z.object({ path: z.string(), bytes: z.number().int().min(0), sha256: z.string().length(64) });
export type ArchivedFile = z.infer<typeof FileSchema>;

const TableSchema = FileSchema.extend({
  schema: z.string(),
  name: z.string(),
  columns: z.array(z.string()).min(1),
  rows: z.number().int().min(0),
});
export type ArchivedTable = z.infer<typeof TableSchema>;

const SequenceSchema = z.object({
  schema: z.string(),
  name: z.string(),
  lastValue: z.string(),
  isCalled: z.boolean(),
});
export type ArchivedSequence = z.infer<typeof SequenceSchema>;

export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  shopVersion: z.string(),
  database: z.object({
    source: z.enum(['embedded', 'DATABASE_URL']),
    serverVersion: z.string(),
    /** drizzle.__drizzle_migrations as it was: the migration level. */
    migrations: z.array(z.object({ hash: z.string(), createdAt: z.number().int() })),
    /** The latest applied migration's file name, for people reading the manifest. */
    migrationTag: z.string().nullable(),
    tables: z.array(TableSchema),
    sequences: z.array(SequenceSchema),
  }),
  images: z.discriminatedUnion('storage', [
    z.object({ storage: z.literal('local'), files: z.array(FileSchema) }),
    z.object({ storage: z.literal('s3'), bucket: z.string(), note: z.string() }),
  ]),
});
export type Manifest = z.infer<typeof ManifestSchema>;
