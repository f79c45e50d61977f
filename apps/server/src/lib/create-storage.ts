import path from 'node:path';
import { S3Storage, type S3Settings } from './s3-storage.ts';
import { LocalDiskStorage, UPLOADS_URL_PREFIX, type Storage } from './storage.ts';

/** The storage of this installation: the S3 bucket when one is configured, else DATA_DIR/uploads. */
export function createStorage(config: {
  dataDir: string;
  s3: S3Settings | undefined;
  apiPublicUrl?: string | undefined;
}): Storage {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalDiskStorage(path.join(config.dataDir, 'uploads'), UPLOADS_URL_PREFIX, config.apiPublicUrl);
}
