import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { picture, storedFiles, upload } from '../../../test/support/images.ts';

describe('POST /api/auth/upload-images', () => {
  let shop: TestShop;
  let token: string;
  beforeAll(async () => {
    shop = await createTestShop();
    token = (await person(shop, { role: 'admin' })).token;
  });
  afterAll(() => shop.close());
  let before: string[];
  beforeEach(() => {
    before = storedFiles(shop);
  });
  const nothingStored = () => expect(storedFiles(shop)).toEqual(before);

  it('re-encodes real PNG and JPEG files to WebP under generated names, and serves them', async () => {
    const res = await upload(shop, token, [
      { filename: 'shirt.png', content: await picture('png', 700, 875) },
      { filename: 'back.jpg', content: await picture('jpeg'), type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(201);
    const { imageUrls } = res.json<{ imageUrls: string[] }>();
    expect(imageUrls).toHaveLength(2);
    expect(imageUrls[0]).toMatch(/^\/uploads\/products\/[0-9a-f]{16}-640\.webp$/);
    expect(imageUrls[1]).toMatch(/^\/uploads\/products\/[0-9a-f]{16}-320\.webp$/);
    for (const url of [...imageUrls, imageUrls[0]!.replace('-640', '-320')]) {
      const served = await request(shop, { method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
    expect(imageUrls.join()).not.toContain('shirt');
  });

  it('refuses a text file named .png with 415 and stores nothing, even beside a good image', async () => {
    const res = await upload(shop, token, [
      { filename: 'good.png', content: await picture() },
      { filename: 'shell.png', content: Buffer.from('<?php system($_GET["c"]); ?>') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'Only JPEG, PNG, WebP or AVIF images are accepted',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    nothingStored();
  });

  it('refuses an SVG carrying a script with 415', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const res = await upload(shop, token, [{ filename: 'x.jpg', content: Buffer.from(svg), type: 'image/jpeg' }]);
    expect(res.statusCode).toBe(415);
    nothingStored();
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([await picture(), Buffer.alloc(6 * 1024 * 1024)]);
    const res = await upload(shop, token, [
      { filename: 'ok.png', content: await picture() },
      { filename: 'big.png', content: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'Each image must be 5 MB or smaller', code: 'PAYLOAD_TOO_LARGE' });
    nothingStored();
  });

  it('refuses 9 files with 413', async () => {
    const image = await picture('png', 80, 100);
    const files = Array.from({ length: 9 }, (_, i) => ({ filename: `${i}.png`, content: image }));
    const res = await upload(shop, token, files);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'You can upload at most 8 images at a time' });
    nothingStored();
    expect((await upload(shop, token, files.slice(0, 8))).statusCode).toBe(201);
  });

  it('answers 400 without files and 415 for a JSON body; customers get 403', async () => {
    expect((await upload(shop, token, [])).json()).toMatchObject({ message: 'Please choose at least one image' });
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=xyz']) {
      const broken = await request(shop, {
        method: 'POST',
        url: '/api/auth/upload-images',
        payload: 'hello',
        headers: { 'content-type': contentType },
        token,
      });
      expect(broken.statusCode, contentType).toBe(400);
      expect(broken.json()).toMatchObject({ message: 'The upload could not be read. Please try again.' });
    }
    const json = await request(shop, { method: 'POST', url: '/api/auth/upload-images', payload: { a: 1 }, token });
    expect(json.statusCode).toBe(415);
    const customer = await person(shop);
    expect((await upload(shop, customer.token, [{ filename: 'a.png', content: await picture() }])).statusCode).toBe(
      403,
    );
    nothingStored();
  });
});
