import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { request } from './request.ts';
import type { TestShop } from './shop.ts';

/** A real picture made by sharp (noise, so it does not compress to nothing). */
export async function picture(format: 'png' | 'jpeg' = 'png', width = 400, height = 500): Promise<Buffer> {
  const raw = randomBytes(width * height * 3);
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 80 }).toBuffer();
}

/**
 * A real PNG of this size, made by sharp: a light page with dark bands, as a long scrolling phone
 * screenshot looks (1080×19500 by default, past WebP's 16383 px limit, yet small enough to upload).
 */
export async function tallScreenshot(width = 1080, height = 19_500): Promise<Buffer> {
  const band = await sharp({ create: { width, height: 40, channels: 3, background: '#1f2937' } })
    .png()
    .toBuffer();
  const bands = Array.from({ length: Math.floor(height / 400) }, (_, i) => ({ input: band, top: i * 400, left: 0 }));
  return sharp({ create: { width, height, channels: 3, background: '#f9fafb' } })
    .composite(bands)
    .png()
    .toBuffer();
}

export type UploadFile = { filename: string; content: Buffer; type?: string; field?: string };

/** A multipart/form-data body of `files` (field `images` unless a file names another) and its header. */
export function multipart(files: readonly UploadFile[]) {
  const boundary = `----shop${randomBytes(8).toString('hex')}`;
  const chunks = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'images'}"; filename="${f.filename}"\r\n` +
        `Content-Type: ${f.type ?? 'image/png'}\r\n\r\n`,
    ),
    f.content,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/auth/upload-images with `files`; answers the raw reply. */
export function upload(shop: TestShop, token: string | undefined, files: readonly UploadFile[]) {
  const { payload, headers } = multipart(files);
  return request(shop, { method: 'POST', url: '/api/auth/upload-images', payload, headers, token });
}

/** Uploads `count` real PNGs as the admin and answers their URLs. */
export async function uploadedImages(shop: TestShop, token: string, count = 1): Promise<string[]> {
  const files = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({ filename: `p${i}.png`, content: await picture() })),
  );
  const res = await upload(shop, token, files);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<{ imageUrls: string[] }>().imageUrls;
}

/** Every file under DATA_DIR/uploads (to see that a refused request stored nothing). */
export function storedFiles(shop: TestShop): string[] {
  const root = path.join(shop.config.dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}
