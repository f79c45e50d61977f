import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { DUMMY_ACCOUNT } from '@20minutes/s3rver/lib/models/account.js';
import { AwsClient } from 'aws4fetch';

export const S3_TEST_BUCKET = 'shop-images';

/**
 * A real S3-compatible server (s3rver: the S3 REST API over HTTP, objects in a temporary folder,
 * every request's AWS Signature V4 checked) on a free local port, with one bucket whose objects
 * anyone may read, as the shop's bucket must be, and a key pair of its own (a secret the secrets
 * test can look for). `env` configures a shop to keep its images there.
 */
export async function startS3Sink() {
  const credentials = {
    accessKeyId: `AKIATEST${randomBytes(6).toString('hex').toUpperCase()}`,
    secretAccessKey: randomBytes(30).toString('base64'),
  };
  DUMMY_ACCOUNT.createKeyPair(credentials.accessKeyId, credentials.secretAccessKey);
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_TEST_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new AwsClient({
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    service: 's3',
    region: 'us-east-1',
  });
  return {
    endpoint,
    /** Where the bucket's objects are read from without signing. */
    publicUrl: `${endpoint}/${S3_TEST_BUCKET}`,
    credentials,
    env: {
      S3_BUCKET: S3_TEST_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    } as Record<string, string>,
    /** Keys of the objects in the bucket, listed through the S3 API (ListObjectsV2). */
    keys: async (): Promise<string[]> => {
      const res = await client.fetch(`${endpoint}/${S3_TEST_BUCKET}?list-type=2`);
      const xml = await res.text();
      if (!res.ok) throw new Error(`listing the bucket failed: ${res.status}`);
      return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]!).sort();
    },
    close: async () => {
      DUMMY_ACCOUNT.revokeAccessKey(credentials.accessKeyId);
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
