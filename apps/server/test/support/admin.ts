import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { TestShop } from '../app.ts';
import { billing, newKey, send } from '../order-fixtures.ts';
import { users } from '../../src/db/schema/index.ts';
import { signSession } from '../../src/lib/tokens.ts';

/** Test-only helpers of the admin tests: an admin's token, real images, multipart bodies, orders. */

export async function admin(shop: TestShop) {
  const email = `admin-${randomUUID().slice(0, 8)}@shop.test`;
  const [row] = await shop.database.db
    .insert(users)
    .values({ email, name: 'Shop Admin', type: 'admin' })
    .returning({ id: users.id });
  const token = await signSession(shop.config.jwtSecret!, { userId: row!.id, tokenVersion: 0 });
  return { id: row!.id, email, token };
}

/** A real picture made by sharp (noise, so it does not compress to nothing). */
export async function picture(format: 'png' | 'jpeg' = 'png', width = 400, height = 500): Promise<Buffer> {
  const raw = randomBytes(width * height * 3);
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 80 }).toBuffer();
}

export type UploadFile = { filename: string; content: Buffer; type?: string; field?: string };

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

export function upload(shop: TestShop, token: string | undefined, files: readonly UploadFile[]) {
  const { payload, headers } = multipart(files);
  return send(shop, { method: 'POST', url: '/api/auth/upload-images', payload, headers, token });
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

/** A guest COD order of `lines`; answers its id. */
export async function guestOrder(
  shop: TestShop,
  lines: readonly { productId: string; color: string; size: string; quantity: number }[],
  token?: string,
) {
  const res = await send(shop, {
    method: 'POST',
    url: token ? '/api/auth/orders' : '/api/auth/guest-orders',
    payload: { cartItems: lines, billingDetails: billing, paymentMethod: 'cod', isGuest: !token },
    key: newKey(),
    token,
  });
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return res.json<{ orderId: string }>().orderId;
}
