import type { SizeStock } from '@shop/shared/catalog';
import type { Tx } from '../../../db/client.ts';
import { productVariants, variantImages, variantStock } from '../../../db/schema/index.ts';
import type { Storage } from '../../../lib/storage.ts';

export type VariantWrite = {
  name: string;
  description: string;
  color: string;
  images: readonly string[];
  sizes: readonly SizeStock[];
};

/** A variant's ordered images and its stock per size (the variant's rows are replaced, not merged). */
export async function writeVariantContents(tx: Tx, variantId: string, variant: VariantWrite): Promise<void> {
  if (variant.images.length) {
    await tx.insert(variantImages).values(variant.images.map((url, position) => ({ variantId, position, url })));
  }
  if (variant.sizes.length) {
    await tx.insert(variantStock).values(variant.sizes.map((s) => ({ variantId, size: s.size, stock: s.stock })));
  }
}

/** New colour variants of a product, in the given order from `firstPosition`. */
export async function insertVariants(
  tx: Tx,
  productId: string,
  variants: readonly VariantWrite[],
  firstPosition = 0,
): Promise<void> {
  for (const [index, v] of variants.entries()) {
    const [row] = await tx
      .insert(productVariants)
      .values({ productId, position: firstPosition + index, name: v.name, description: v.description, color: v.color })
      .returning({ id: productVariants.id });
    await writeVariantContents(tx, row!.id, v);
  }
}

/** Every image of a list of variants with the request field it came from (for a 400 naming it). */
export function imagesWithFields(variants: readonly { images: readonly string[] }[], prefix: string) {
  return variants.flatMap((v, i) => v.images.map((url, j) => ({ url, field: `${prefix}.${i}.images.${j}` })));
}

/**
 * The product with its image URLs as the database keeps them: a client may send back the
 * absolute addresses answers gave it (API_PUBLIC_URL), which name the same files.
 */
export function withCanonicalImages<T extends { variants: readonly { images: readonly string[] }[] }>(
  storage: Storage,
  product: T,
): T {
  return {
    ...product,
    variants: product.variants.map((v) => ({ ...v, images: v.images.map((url) => storage.canonical(url)) })),
  };
}
