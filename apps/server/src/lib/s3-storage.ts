import { AwsClient } from 'aws4fetch';
import { assertKey, keyUnder, STORED_FILE_CACHE_CONTROL, type Storage } from './storage.ts';

export type S3Settings = {
  /** e.g. https://s3.eu-central-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000 */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers load the files from: the bucket's public address or a CDN in front of it. */
  publicUrl: string;
};

/** A failed call to the store: a 503 for the client, a log line naming the operation and status. */
export class StorageUnavailableError extends Error {
  readonly statusCode = 503;
}

/** S3's error code from its XML answer (`<Code>NoSuchBucket</Code>`); never the whole body. */
async function s3Code(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  return /<Code>([A-Za-z]{1,64})<\/Code>/.exec(text)?.[1] ?? '';
}

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2, …), addressed
 * path-style (`<endpoint>/<bucket>/<key>`), requests signed with AWS Signature V4 (aws4fetch).
 * Every instance of the shop sees the same files, and browsers load product pictures from
 * `publicUrl`, so the bucket (or the CDN before it) must let anyone read `products/`; payment
 * screenshots (`payments/`) are read by the shop itself (`read`) and may stay private. Files are written with the
 * same year-long, immutable Cache-Control as on local disk: names are random and never reused.
 */
export class S3Storage implements Storage {
  readonly #client: AwsClient;
  readonly #base: string;
  readonly #publicUrl: string;

  constructor(settings: S3Settings) {
    this.#client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      service: 's3',
      region: settings.region,
      // A few quick retries of 5xx and 429 answers; an upload must not hang on a sick store.
      retries: 2,
      initRetryMs: 100,
    });
    this.#base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
    this.#publicUrl = settings.publicUrl.replace(/\/+$/, '');
  }

  async #call(method: 'PUT' | 'DELETE' | 'HEAD' | 'GET', key: string, init: RequestInit = {}): Promise<Response> {
    assertKey(key);
    try {
      return await this.#client.fetch(`${this.#base}/${key}`, {
        ...init,
        method,
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'error';
      throw new StorageUnavailableError(`object storage ${method} ${key}: ${reason}`);
    }
  }

  async #refuse(method: string, key: string, res: Response): Promise<never> {
    const code = method === 'HEAD' ? '' : await s3Code(res);
    throw new StorageUnavailableError(`object storage ${method} ${key}: ${res.status}${code ? ` ${code}` : ''}`);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<string> {
    const res = await this.#call('PUT', key, {
      body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
      headers: { 'content-type': contentType, 'cache-control': STORED_FILE_CACHE_CONTROL },
    });
    if (!res.ok) await this.#refuse('PUT', key, res);
    await res.body?.cancel();
    return this.url(key);
  }

  async delete(key: string): Promise<void> {
    const res = await this.#call('DELETE', key);
    // S3 answers 204 whether or not the object was there; some stores say 404.
    if (!res.ok && res.status !== 404) await this.#refuse('DELETE', key, res);
    await res.body?.cancel();
  }

  async exists(key: string): Promise<boolean> {
    const res = await this.#call('HEAD', key);
    await res.body?.cancel();
    if (res.status === 404) return false;
    if (!res.ok) await this.#refuse('HEAD', key, res);
    return true;
  }

  /** Read with the shop's keys (a signed GET), so it works whether or not the object is public. */
  async read(key: string): Promise<Buffer | undefined> {
    const res = await this.#call('GET', key);
    if (res.status === 404) {
      await res.body?.cancel();
      return undefined;
    }
    if (!res.ok) await this.#refuse('GET', key, res);
    return Buffer.from(await res.arrayBuffer());
  }

  url(key: string): string {
    assertKey(key);
    return `${this.#publicUrl}/${key}`;
  }

  /** Bucket URLs are kept as they are: the database holds each image's full address. */
  canonical(url: string): string {
    return url;
  }

  keyOf(url: string): string | undefined {
    return keyUnder(this.#publicUrl, url);
  }
}
