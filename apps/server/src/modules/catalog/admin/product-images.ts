import { FOREIGN_IMAGE } from '@shop/shared/admin';
import { AppError } from '../../../lib/app-error.ts';
import type { Storage } from '../../../lib/storage.ts';

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
