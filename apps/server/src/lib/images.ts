import { randomBytes } from 'node:crypto';
import type { OutputInfo } from 'sharp';
import { IMAGE_WIDTHS } from '@shop/shared/catalog';
import { AppError } from './app-error.ts';
import type { Storage } from './storage.ts';

/** Formats accepted from people, recognised by content (sharp reads the bytes), never by name. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'heif']);
/** A 40-megapixel ceiling keeps a crafted file from eating the server's memory. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP = { quality: 70, effort: 4 } as const;
/** WebP's longest side: a taller picture (a scrolling screenshot) is made to fit, not refused. */
export const WEBP_MAX_SIDE = 16_383;

/**
 * sharp (libvips) is loaded on the first image, not with the server: it is the heaviest module
 * of the start and a restart serves no image work until an upload comes.
 */
let sharpModule: Promise<typeof import('sharp')> | undefined;
const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;

export const IMAGE_REJECTED = 'Only JPEG, PNG, WebP or AVIF images are accepted';

export type StoreImageOptions = {
  /** Folder (first part of the key); 'products' unless told. */
  folder?: string;
  /** SVG is accepted only from our own code (the demo seed), never from uploads. */
  allowSvg?: boolean;
  /**
   * WebP effort 0-6 (default 4). The demo seed uses 0: its flat drawings barely shrink with more
   * effort, and the first start must stay quick.
   */
  effort?: number;
  /** Drop the alpha channel (the picture is known to be opaque): smaller and faster to encode. */
  opaque?: boolean;
};

/** The widths produced for an image `width` pixels wide: the standard ones it covers, at least the smallest. */
export function widthsFor(width: number): number[] {
  const covered = IMAGE_WIDTHS.filter((w) => w <= width);
  return covered.length ? covered : [IMAGE_WIDTHS[0]];
}

async function readMetadata(input: Buffer) {
  const sharp = await loadSharp();
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_REJECTED);
  }
}

/**
 * Re-encodes an image to WebP at each width it covers, stores them as
 * `<folder>/<random>-<width>.webp`, and answers the URL of the largest (the value kept in
 * `images[]`; `srcSet` finds the others by name). EXIF orientation is applied, metadata dropped.
 */
export async function storeImage(storage: Storage, input: Buffer, options: StoreImageOptions = {}): Promise<string> {
  const meta = await readMetadata(input);
  const sharp = await loadSharp();
  const format = meta.format ?? '';
  const accepted = acceptedFormats.has(format) || (options.allowSvg && format === 'svg');
  if (!accepted || (format === 'heif' && meta.compression !== 'av1')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_REJECTED);
  }
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = (rotated ? meta.height : meta.width) ?? 0;
  const height = (rotated ? meta.width : meta.height) ?? 0;
  // The width it has once its height fits WebP's limit (1080×19500 is 907 wide at 16383 high).
  const fitted = height > WEBP_MAX_SIDE ? Math.floor((width * WEBP_MAX_SIDE) / height) : width;
  const widths = widthsFor(fitted);
  const largest = widths[widths.length - 1]!;

  // Decoded once at the largest width; the smaller widths are cut from those pixels.
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: largest, height: WEBP_MAX_SIDE, fit: 'inside' });
    decoded = await (options.opaque ? pipeline.removeAlpha() : pipeline).raw().toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_REJECTED);
  }
  const raw = { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels };

  const base = `${options.folder ?? 'products'}/${randomBytes(8).toString('hex')}`;
  const stored = await Promise.allSettled(
    widths.map(async (w) => {
      const pipeline = sharp(decoded.data, { raw });
      const body = await (w === largest ? pipeline : pipeline.resize({ width: w }))
        .webp({ ...WEBP, effort: options.effort ?? WEBP.effort })
        .toBuffer();
      return storage.put(`${base}-${w}.webp`, body, 'image/webp');
    }),
  );
  const failed = stored.find((r) => r.status === 'rejected');
  if (failed) {
    // No image is left with some of its widths: those already written go again (best effort).
    await Promise.allSettled(widths.map((w) => storage.delete(`${base}-${w}.webp`)));
    throw failed.reason;
  }
  return storage.url(`${base}-${largest}.webp`);
}

/** Storage keys of every width behind an image URL this shop stored (none for foreign URLs). */
export function imageKeys(storage: Storage, url: string): string[] {
  const key = storage.keyOf(url);
  const match = key ? /^(.*)-(\d+)\.webp$/.exec(key) : null;
  if (!match?.[1]) return [];
  const base = match[1];
  return widthsFor(Number(match[2])).map((w) => `${base}-${w}.webp`);
}

/** Removes every width of a stored image; foreign URLs are left alone. */
export async function deleteImage(storage: Storage, url: string): Promise<void> {
  await Promise.all(imageKeys(storage, url).map((key) => storage.delete(key)));
}
