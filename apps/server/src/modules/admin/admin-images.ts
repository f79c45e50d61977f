import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { FOREIGN_IMAGE } from '@shop/shared/admin';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteImage } from '../../lib/images.ts';
import { safeError } from '../../lib/safe-error.ts';
import type { Storage } from '../../lib/storage.ts';
import { escapeLike } from '../catalog/catalog-filters.ts';

/** What POST /api/auth/upload-images stores (storeImage's default folder and naming). */
const uploadedKey = /^products\/[0-9a-f]{16}-\d+\.webp$/;

/**
 * Refuses any image that is not a file this shop stored itself: a product never points at a
 * foreign URL (tracking pixels, hotlinks) or at a file that does not exist. `kept` holds URLs the
 * product already had, accepted as they are (older data and the demo seed).
 */
export async function assertOwnImages(
  storage: Storage,
  images: readonly { url: string; field: string }[],
  kept: ReadonlySet<string> = new Set(),
): Promise<void> {
  for (const { url, field } of images) {
    if (kept.has(url)) continue;
    const key = storage.keyOf(url);
    if (!key || !uploadedKey.test(key) || !(await storage.exists(key))) {
      throw new AppError('VALIDATION', FOREIGN_IMAGE, field);
    }
  }
}

/** `products/3f9c…` of `/uploads/products/3f9c…-960.webp`: every width of one image shares it. */
function imageBase(storage: Storage, url: string): string | undefined {
  return storage.keyOf(url)?.replace(/-\d+\.webp$/, '');
}

/**
 * After a product edit or deletion has committed: removes the stored files of images nothing
 * uses any more. An image still shown by any variant, or kept in any order's snapshot (at any
 * width), stays. A failure is logged, never reported: the catalogue change already stands.
 */
export async function deleteUnusedImages(
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
  urls: Iterable<string>,
): Promise<void> {
  for (const url of new Set(urls)) {
    const base = imageBase(storage, url);
    if (!base) continue;
    const pattern = `%/${escapeLike(base)}-%`;
    try {
      const { rows } = await db.execute<{ used: boolean }>(sql`select
        exists (select 1 from variant_images where url like ${pattern})
        or exists (select 1 from order_items where image like ${pattern}) as used`);
      if (!rows[0]?.used) await deleteImage(storage, url);
    } catch (error) {
      log.warn({ err: safeError(error) }, 'an unused product image could not be removed');
    }
  }
}
