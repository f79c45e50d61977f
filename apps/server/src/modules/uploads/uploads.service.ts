import type { Multipart } from '@fastify/multipart';
import { IMAGE_TOO_LARGE, NO_IMAGES, TOO_MANY_IMAGES } from '@shop/shared/admin';
import { AppError } from '../../lib/app-error.ts';
import { deleteImage, storeImage } from '../../lib/images.ts';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../lib/storage.ts';
import { recordUploads } from './image-cleanup.ts';

export const IMAGES_FIELD = 'images';
const UNREADABLE = 'The upload could not be read. Please try again.';

/** @fastify/multipart's limit errors, turned into sentences the builder shows. */
function multipartError(error: unknown): AppError {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE, IMAGES_FIELD);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', TOO_MANY_IMAGES, IMAGES_FIELD);
  }
  if (error instanceof AppError) return error;
  // Anything else breaking while the body is parsed (no boundary, a truncated form) is the sender's.
  return new AppError('BAD_REQUEST', UNREADABLE, IMAGES_FIELD);
}

/**
 * Every file of the request, read whole (each at most 5 MB, at most 8: the limits stop the
 * stream). `parts` is called inside the try, since a missing boundary throws at once.
 */
async function readFiles(parts: () => AsyncIterable<Multipart>): Promise<Buffer[]> {
  const files: Buffer[] = [];
  try {
    for await (const part of parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== IMAGES_FIELD) {
        throw new AppError('BAD_REQUEST', `Please send the images in the "${IMAGES_FIELD}" field`, part.fieldname);
      }
      files.push(await part.toBuffer());
    }
  } catch (error) {
    throw multipartError(error);
  }
  return files;
}

/**
 * POST /api/auth/upload-images: every file is read before any is stored, so a request refused
 * for size or count stores nothing; then each is checked by content and re-encoded to WebP
 * (storeImage), and if any is refused the ones already stored are removed again. Each stored
 * image is recorded as pending: one that no product takes within a day is swept away.
 */
export async function uploadImages(db: Db, storage: Storage, parts: () => AsyncIterable<Multipart>): Promise<string[]> {
  const files = await readFiles(parts);
  if (!files.length) throw new AppError('VALIDATION', NO_IMAGES, IMAGES_FIELD);
  const results = await Promise.allSettled(files.map((file) => storeImage(storage, file)));
  const refused = results.find((r) => r.status === 'rejected');
  if (refused) {
    const stored = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    await Promise.all(stored.map((url) => deleteImage(storage, url)));
    throw refused.reason;
  }
  const urls = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  await recordUploads(db, urls);
  return urls;
}
