import type { UploadReply } from '@shop/shared/admin';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload.ts';
import { adminApi } from '@shop/shared/admin-paths';

/** POST /api/auth/upload-images (multipart field `images`) — stored as WebP; answers their URLs. */
export function uploadImages(files: readonly File[], onProgress?: (progress: UploadProgress) => void) {
  const body = new FormData();
  for (const file of files) body.append('images', file);
  return uploadWithProgress<UploadReply>(adminApi.uploadImages, body, onProgress);
}
