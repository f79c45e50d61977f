import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { pendingImages } from '../../db/schema/index.ts';
import { deleteImage } from '../../lib/images.ts';
import { safeError } from '../../lib/safe-error.ts';
import type { Storage } from '../../lib/storage.ts';
import { escapeLike } from '../../db/like.ts';
import { ADVISORY_LOCKS } from '../../db/advisory-locks.ts';

/**
 * Removing stored image files, and only those nothing uses. A backup holds IMAGE_FILES_LOCK
 * (exclusively) from its database snapshot until it has copied the images, so no file the
 * snapshot names disappears before it is copied; a removal during a backup waits in
 * `pending_images` for the next sweep instead (docs/decisions/027-backup-and-restore.md).
 */
export const IMAGE_FILES_LOCK = ADVISORY_LOCKS.imageFiles;

/** How long an upload may wait for a product to take it (the builder's time to retry). */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/** `products/3f9c…` of `/uploads/products/3f9c…-960.webp`: every width of one image shares it. */
function imageBase(storage: Storage, url: string): string | undefined {
  return storage.keyOf(url)?.replace(/-\d+\.webp$/, '');
}

/** Files just stored by an upload: swept a day later unless a product, an order or a wallet's QR uses them. */
export async function recordUploads(db: Db, urls: readonly string[]): Promise<void> {
  if (!urls.length) return;
  await db
    .insert(pendingImages)
    .values(urls.map((url) => ({ url })))
    .onConflictDoNothing();
}

type Outcome = 'removed' | 'in use' | 'deferred' | 'foreign';

/**
 * Removes every width of the image behind `url` unless a variant shows it, an order's snapshot
 * keeps it, it is a wallet's QR or a payment's screenshot (at any width). During a backup the removal is left to a later sweep.
 */
async function removeIfUnused(db: Db, storage: Storage, url: string, since = new Date()): Promise<Outcome> {
  const base = imageBase(storage, url);
  if (!base) return 'foreign';
  const pattern = `%/${escapeLike(base)}-%`;
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ free: boolean; used: boolean }>(sql`select
      pg_try_advisory_xact_lock_shared(${IMAGE_FILES_LOCK}) as free,
      exists (select 1 from variant_images where url like ${pattern})
        or exists (select 1 from order_items where image like ${pattern})
        or exists (select 1 from payment_wallets where qr_image like ${pattern})
        or exists (select 1 from payment_submissions where screenshot like ${pattern}) as used`);
    const { free, used } = rows[0]!;
    if (used) return 'in use';
    if (!free) {
      await tx.insert(pendingImages).values({ url, since }).onConflictDoNothing();
      return 'deferred';
    }
    await deleteImage(storage, url);
    return 'removed';
  });
}

/**
 * After a product edit or deletion has committed: removes the stored files of images nothing
 * uses any more. A failure is logged, never reported: the catalogue change already stands.
 */
export async function deleteUnusedImages(
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
  urls: Iterable<string>,
): Promise<void> {
  for (const url of new Set(urls)) {
    try {
      // A deferred removal is due at the next sweep, not a day later.
      await removeIfUnused(db, storage, url, new Date(0));
    } catch (error) {
      log.warn({ err: safeError(error) }, 'an unused product image could not be removed');
    }
  }
}

/**
 * Removes uploads that waited longer than `olderThanMs` and that nothing uses, and forgets the
 * ones a product has taken. Runs at start and every hour (server.ts); safe on several instances
 * at once. Answers how many images it removed.
 */
export async function sweepPendingImages(
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
  olderThanMs = ABANDONED_AFTER_MS,
): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs);
  const due = await db.execute<{ url: string }>(
    sql`select url from pending_images where since <= ${cutoff.toISOString()} order by since limit 1000`,
  );
  let removed = 0;
  for (const { url } of due.rows) {
    try {
      const outcome = await removeIfUnused(db, storage, url);
      if (outcome === 'deferred') continue;
      if (outcome === 'removed') removed++;
      await db.execute(sql`delete from pending_images where url = ${url}`);
    } catch (error) {
      log.warn({ err: safeError(error) }, 'an abandoned upload could not be removed');
    }
  }
  if (removed) log.info({ removed }, 'removed uploaded images that no product took');
  return removed;
}
