import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tallScreenshot } from '../../test/support/images.ts';
import { storeImage, WEBP_MAX_SIDE } from './images.ts';
import { LocalDiskStorage } from './storage.ts';

describe('storeImage', () => {
  let root: string;
  let storage: LocalDiskStorage;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-images-'));
    storage = new LocalDiskStorage(root);
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  const sizeOf = async (url: string) => {
    const meta = await sharp(path.join(root, storage.keyOf(url)!)).metadata();
    return { width: meta.width, height: meta.height, format: meta.format };
  };

  it('fits a picture taller than WebP allows (a 1080×19500 scrolling screenshot) instead of failing', async () => {
    const png = await tallScreenshot();
    expect(await sharp(png).metadata()).toMatchObject({ width: 1080, height: 19_500, format: 'png' });
    const url = await storeImage(storage, png, { folder: 'payments' });
    // 1080 × 16383 / 19500 = 907 wide at most: the standard widths it covers are 320 and 640.
    expect(url).toMatch(/^\/uploads\/payments\/[0-9a-f]+-640\.webp$/);
    const largest = await sizeOf(url);
    expect(largest.format).toBe('webp');
    expect(largest.width).toBe(640);
    expect(largest.height).toBeLessThanOrEqual(WEBP_MAX_SIDE);
    expect(largest.height).toBe(Math.round((19_500 * 640) / 1080));
    expect(await sizeOf(url.replace('-640.webp', '-320.webp'))).toMatchObject({ width: 320, format: 'webp' });
  });

  it('keeps an ordinary picture at the widths it covers', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const url = await storeImage(storage, png);
    expect(url).toMatch(/-960\.webp$/);
    expect(await sizeOf(url)).toEqual({ width: 960, height: 640, format: 'webp' });
  });
});
