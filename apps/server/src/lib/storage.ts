import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded and generated files live. Keys are relative paths such as
 * `products/3f9c1a7e20b4d6c8-960.webp`; `put` answers the public URL the browser loads.
 * On this machine's disk (LocalDiskStorage, served by the app under /uploads) or in an
 * S3-compatible bucket (S3Storage, loaded by browsers from the bucket's public address).
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The bytes of a stored file, for the shop to hand out itself (payment screenshots); undefined when missing. */
  read(key: string): Promise<Buffer | undefined>;
  /** Public URL of a key. */
  url(key: string): string;
  /** The key behind a URL this storage gave out (in any of its spellings); undefined for any other URL. */
  keyOf(url: string): string | undefined;
  /** The one spelling of a URL of this storage that the database keeps (others unchanged). */
  canonical(url: string): string;
  /** Set when files are on this machine's disk and the app must serve them itself. */
  readonly localRoot?: string;
}

/** Files under DATA_DIR/uploads are served here. */
export const UPLOADS_URL_PREFIX = '/uploads';

/** Stored file names are random and never reused, so browsers may keep them for a year. */
export const STORED_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const keyPattern = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)+$/;
const isKey = (key: string) => keyPattern.test(key) && !key.includes('..');

export function assertKey(key: string): void {
  if (!isKey(key)) throw new Error(`Invalid storage key: ${key}`);
}

/** The key behind `url` when it is a file under `prefix` (a storage's public address). */
export function keyUnder(prefix: string, url: string): string | undefined {
  if (!url.startsWith(`${prefix}/`)) return undefined;
  const key = url.slice(prefix.length + 1);
  return isKey(key) ? key : undefined;
}

export class LocalDiskStorage implements Storage {
  /**
   * `publicOrigin`: where browsers on another origin load the files (API_PUBLIC_URL); a URL
   * spelled with it is one of ours too, kept in its relative spelling.
   */
  constructor(
    readonly localRoot: string,
    private readonly urlPrefix = UPLOADS_URL_PREFIX,
    private readonly publicOrigin?: string,
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

  async read(key: string): Promise<Buffer | undefined> {
    return fs.readFile(this.file(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EISDIR') return undefined;
      throw error;
    });
  }

  url(key: string): string {
    assertKey(key);
    return `${this.urlPrefix}/${key}`;
  }

  keyOf(url: string): string | undefined {
    const relative =
      this.publicOrigin && url.startsWith(`${this.publicOrigin}/`) ? url.slice(this.publicOrigin.length) : url;
    return keyUnder(this.urlPrefix, relative);
  }

  canonical(url: string): string {
    const key = this.keyOf(url);
    return key ? this.url(key) : url;
  }
}
