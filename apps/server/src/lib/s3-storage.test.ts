import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_TEST_BUCKET, startS3Sink } from '../../test/support/s3-sink.ts';
import { freePort } from '../db/embedded.ts';
import { S3Storage, StorageUnavailableError, type S3Settings } from './s3-storage.ts';

describe('S3Storage on an S3-compatible server', () => {
  let s3: Awaited<ReturnType<typeof startS3Sink>>;
  let settings: S3Settings;
  let storage: S3Storage;

  beforeAll(async () => {
    s3 = await startS3Sink();
    settings = {
      endpoint: s3.endpoint,
      region: 'us-east-1',
      bucket: S3_TEST_BUCKET,
      ...s3.credentials,
      publicUrl: s3.publicUrl,
    };
    storage = new S3Storage(settings);
  });
  afterAll(() => s3.close());

  it('stores a file that anyone can then read at its public URL, cached for a year', async () => {
    const body = Buffer.from('RIFF....WEBPVP8 not really a picture');
    const url = await storage.put('products/0123456789abcdef-320.webp', body, 'image/webp');
    expect(url).toBe(`${s3.publicUrl}/products/0123456789abcdef-320.webp`);

    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(body);
    expect(await s3.keys()).toContain('products/0123456789abcdef-320.webp');
  });

  it('knows which files exist, removes them, and a second removal is no error', async () => {
    await storage.put('products/aaaaaaaaaaaaaaaa-640.webp', Buffer.from('x'), 'image/webp');
    expect(await storage.exists('products/aaaaaaaaaaaaaaaa-640.webp')).toBe(true);
    expect(await storage.exists('products/bbbbbbbbbbbbbbbb-640.webp')).toBe(false);

    await storage.delete('products/aaaaaaaaaaaaaaaa-640.webp');
    await storage.delete('products/aaaaaaaaaaaaaaaa-640.webp');
    expect(await storage.exists('products/aaaaaaaaaaaaaaaa-640.webp')).toBe(false);
    expect((await fetch(`${s3.publicUrl}/products/aaaaaaaaaaaaaaaa-640.webp`)).status).toBe(404);
  });

  it('maps its own public URLs back to keys, and nothing else', () => {
    expect(storage.keyOf(`${s3.publicUrl}/products/0123456789abcdef-960.webp`)).toBe(
      'products/0123456789abcdef-960.webp',
    );
    expect(storage.keyOf('/uploads/products/0123456789abcdef-960.webp')).toBeUndefined();
    expect(storage.keyOf(`${s3.publicUrl}/../secrets/x.webp`)).toBeUndefined();
    expect(storage.keyOf(`${s3.publicUrl}x/products/a-960.webp`)).toBeUndefined();
    expect(storage.keyOf('https://evil.example/products/0123456789abcdef-960.webp')).toBeUndefined();
  });

  it('serves files through a CDN address when one is given', async () => {
    const cdn = new S3Storage({ ...settings, publicUrl: 'https://images.shop.example/' });
    const url = await cdn.put('products/cccccccccccccccc-320.webp', Buffer.from('y'), 'image/webp');
    expect(url).toBe('https://images.shop.example/products/cccccccccccccccc-320.webp');
    expect(cdn.keyOf(url)).toBe('products/cccccccccccccccc-320.webp');
    expect(await storage.exists('products/cccccccccccccccc-320.webp')).toBe(true);
  });

  it('says why the store refused (status and S3 code), never the secret, and stores nothing', async () => {
    const wrongSecret = new S3Storage({ ...settings, secretAccessKey: 'not-the-secret-key' });
    const refused = await wrongSecret
      .put('products/dddddddddddddddd-320.webp', Buffer.from('z'), 'image/webp')
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StorageUnavailableError);
    expect((refused as StorageUnavailableError).statusCode).toBe(503);
    expect((refused as Error).message).toBe(
      'object storage PUT products/dddddddddddddddd-320.webp: 403 SignatureDoesNotMatch',
    );
    expect((refused as Error).message).not.toContain('not-the-secret-key');
    expect(await storage.exists('products/dddddddddddddddd-320.webp')).toBe(false);

    const noBucket = new S3Storage({ ...settings, bucket: 'no-such-bucket' });
    await expect(noBucket.put('products/eeeeeeeeeeeeeeee-320.webp', Buffer.from('z'), 'image/webp')).rejects.toThrow(
      /404 NoSuchBucket$/,
    );
  });

  it('fails with a 503 error when the store cannot be reached', async () => {
    const gone = new S3Storage({ ...settings, endpoint: `http://127.0.0.1:${await freePort()}` });
    const error = await gone.exists('products/ffffffffffffffff-320.webp').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUnavailableError);
    expect((error as Error).message).toMatch(/^object storage HEAD products\/ffffffffffffffff-320\.webp: /);
  });

  it('refuses keys that could leave the folder it was given', async () => {
    await expect(storage.put('../escape.webp', Buffer.from('z'), 'image/webp')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.exists('products/../../x')).rejects.toThrow(/Invalid storage key/);
  });
});
