import { IMAGE_WIDTHS } from '@shop/shared/catalog-rules';

/**
 * The only names the shop gives stored files: storeImage (lib/images.ts) writes every image as
 * `<folder>/<16 random hex digits>-<width>.webp`, products (and the KBZ Pay QR, uploaded as one)
 * under `products/`, customers' payment screenshots under `payments/`. Anything else under
 * DATA_DIR/uploads is not ours: it is never served (plugins/uploads.ts) nor restored from a
 * backup (backup/restore-check.ts).
 */
export const IMAGE_FOLDERS = ['products', 'payments'] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

const widths = IMAGE_WIDTHS.join('|');
const keyIn = (folder: string) => new RegExp(`^${folder}/[0-9a-f]{16}-(?:${widths})\\.webp$`);
const patterns = Object.fromEntries(IMAGE_FOLDERS.map((f) => [f, keyIn(f)])) as Record<ImageFolder, RegExp>;

/** A storage key (`products/3f9c1a7e20b4d6c8-960.webp`) the shop itself made, in `folder`. */
export function isImageKey(key: string, folder: ImageFolder): boolean {
  return patterns[folder].test(key);
}

/** Product pictures: the one kind of stored file anyone may load. */
export const isPublicImageKey = (key: string): boolean => isImageKey(key, 'products');

/** Any file the shop stores: product pictures and payment screenshots. */
export const isShopImageKey = (key: string): boolean => IMAGE_FOLDERS.some((f) => isImageKey(key, f));

/** The one content type of every stored file (storeImage re-encodes everything to WebP). */
export const IMAGE_CONTENT_TYPE = 'image/webp';
