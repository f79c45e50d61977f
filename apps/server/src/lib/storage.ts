import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded and generated files live. Keys are relative paths such as
 * `products/3f9c1a7e20b4d6c8-960.webp`; `put` answers the public URL the browser loads.
 * Local disk today; an S3-compatible store can implement the same interface later
 * (its `url` would point at the bucket or CDN, and `localRoot` would be undefined).
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Public URL of a key. */
  url(key: string): string;
  /** The key behind a URL this storage gave out; undefined for any other URL. */
  keyOf(url: string): string | undefined;
  /** Set when files are on this machine's disk and the app must serve them itself. */
  readonly localRoot?: string;
}

/** Files under DATA_DIR/uploads are served here, cached for a year (names never repeat). */
export const UPLOADS_URL_PREFIX = '/uploads';

const keyPattern = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)+$/;

function assertKey(key: string): void {
  if (!keyPattern.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
}

export class LocalDiskStorage implements Storage {
  constructor(
    readonly localRoot: string,
    private readonly urlPrefix = UPLOADS_URL_PREFIX,
  ) {}

  private file(key: string): string {
    assertKey(key);
    return path.join(this.localRoot, ...key.split('/'));
  }

  async put(key: string, body: Buffer): Promise<string> {
    const target = this.file(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written aside, then renamed: a reader never sees half a file.
    const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temporary, body);
    await fs.rename(temporary, target);
    return this.url(key);
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return fs.access(this.file(key)).then(
      () => true,
      () => false,
    );
  }

  url(key: string): string {
    assertKey(key);
    return `${this.urlPrefix}/${key}`;
  }

  keyOf(url: string): string | undefined {
    if (!url.startsWith(`${this.urlPrefix}/`)) return undefined;
    const key = url.slice(this.urlPrefix.length + 1);
    return keyPattern.test(key) && !key.includes('..') ? key : undefined;
  }
}

/** The storage of this installation: DATA_DIR/uploads on local disk. */
export function createStorage(config: { dataDir: string }): Storage {
  return new LocalDiskStorage(path.join(config.dataDir, 'uploads'));
}
