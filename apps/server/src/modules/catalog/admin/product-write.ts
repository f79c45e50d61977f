import { variantColorRepeated } from '@shop/shared/admin';
import { SIZE_NOT_IN_SET, inSetOrder, sizesOfSet, type SizeSetChoice, type SizeStock } from '@shop/shared/catalog';
import { variantColourUnknown } from '@shop/shared/colours';
import type { Tx } from '../../../db/client.ts';
import { productVariants, variantImages, variantStock } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Storage } from '../../../lib/storage.ts';
import { paletteColoursOf } from '../palette/palette.service.ts';

export type VariantWrite = {
  name: string;
  description: string;
  /** The palette colour's English name and key (`withPaletteColours`). */
  color: string;
  colorKey: string;
  images: readonly string[];
  sizes: readonly SizeStock[];
};

/**
 * Each variant's colour as the palette has it (sent as its key, English name in any case, or
 * Burmese name), the colours locked against removal until the transaction ends. A colour the
 * palette lacks is a 400 at `{prefix}.{i}.color`, two variants of one colour a 400 at the second.
 */
export async function withPaletteColours<T extends { color: string }>(
  tx: Tx,
  variants: readonly T[],
  prefix: string,
): Promise<(T & { colorKey: string })[]> {
  const found = await paletteColoursOf(
    tx,
    variants.map((v) => v.color),
  );
  const seen = new Set<string>();
  return variants.map((v, i) => {
    const colour = found[i];
    if (!colour) throw new AppError('VALIDATION', variantColourUnknown(i + 1), `${prefix}.${i}.color`);
    if (seen.has(colour.key)) throw new AppError('VALIDATION', variantColorRepeated(i + 1), `${prefix}.${i}.color`);
    seen.add(colour.key);
    return { ...v, color: colour.name, colorKey: colour.key };
  });
}

/**
 * A product's set as it is stored (a custom list only for the custom set), after checking every
 * variant's sizes are the set's: a size outside it is a 400 naming the variant's sizes, for
 * clients whose request did not name the set (the schema checks those that do).
 */
export function sizeSetToWrite(
  choice: SizeSetChoice,
  variants: readonly { sizes: readonly SizeStock[] }[],
  field: string,
): SizeSetChoice {
  const stored = { sizeSet: choice.sizeSet, customSizes: choice.sizeSet === 'custom' ? [...choice.customSizes] : [] };
  const sizes = sizesOfSet(stored);
  variants.forEach((v, i) => {
    if (v.sizes.some((s) => !sizes.includes(s.size)))
      throw new AppError('VALIDATION', SIZE_NOT_IN_SET, `${field}.${i}.sizes`);
  });
  return stored;
}

/**
 * A variant's ordered images and its stock per size, each size at its place in the product's set
 * (the variant's rows are replaced, not merged).
 */
export async function writeVariantContents(
  tx: Tx,
  variantId: string,
  variant: VariantWrite,
  set: SizeSetChoice,
): Promise<void> {
  if (variant.images.length) {
    await tx.insert(variantImages).values(variant.images.map((url, position) => ({ variantId, position, url })));
  }
  const order = sizesOfSet(set);
  const sizes = inSetOrder(set, variant.sizes);
  if (sizes.length) {
    await tx
      .insert(variantStock)
      .values(sizes.map((s) => ({ variantId, size: s.size, stock: s.stock, position: order.indexOf(s.size) })));
  }
}

/** New colour variants of a product, in the given order from `firstPosition`. */
export async function insertVariants(
  tx: Tx,
  productId: string,
  variants: readonly VariantWrite[],
  set: SizeSetChoice,
  firstPosition = 0,
): Promise<void> {
  for (const [index, v] of variants.entries()) {
    const [row] = await tx
      .insert(productVariants)
      .values({
        productId,
        position: firstPosition + index,
        name: v.name,
        description: v.description,
        color: v.color,
        colorKey: v.colorKey,
      })
      .returning({ id: productVariants.id });
    await writeVariantContents(tx, row!.id, v, set);
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
