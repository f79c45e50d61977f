import { and, eq, sql } from 'drizzle-orm';
import { colourKeyOf } from '@shop/shared/colour-rules';
import { sizesOfSet, type Gender, type Size, type SizeSetName } from '@shop/shared/catalog';
import type { Db, Tx } from '../../src/db/client.ts';
import { products, productVariants, variantImages, variantStock } from '../../src/db/schema/index.ts';
import { expect, vi } from 'vitest';
import { writeCatalog } from '../../src/modules/catalog/catalog-cache.ts';
import { catalogVersionsOf } from '../../src/modules/catalog/catalog-version.ts';
import type { TestShop } from './shop.ts';

export type VariantFixture = { color: string; images?: string[]; sizes?: Partial<Record<Size, number>> };
export type ProductFixture = {
  itemName: string;
  /** The Burmese texts (none by default). */
  itemNameMy?: string;
  descriptionMy?: string;
  description?: string;
  mainCategory?: string;
  subCategory?: string;
  gender?: Gender;
  price?: number;
  details?: string;
  /** How long ago it was added, in days (fractions allowed). */
  daysOld?: number;
  /** Clothing sizes by default. */
  sizeSet?: SizeSetName;
  customSizes?: string[];
  variants?: VariantFixture[];
};

/**
 * The palette colour of this English name (any case), added with a grey swatch when the palette
 * lacks it (migration 0019 holds Black, Brown, White, Red, Blue, Green and Gray).
 */
export async function paletteColour(db: Db | Tx, name: string): Promise<{ key: string; name: string }> {
  const key = colourKeyOf(name) || 'colour';
  await db.execute(sql`insert into colours (key, name, swatch, position) values (${key}, ${name}, '#777777', 50)
    on conflict do nothing`);
  const { rows } = await db.execute<{ key: string; name: string }>(
    sql`select key, name from colours where lower(name) = lower(${name})`,
  );
  return rows[0]!;
}

/** Inserts products the way the admin will (one catalogue write each); answers their ids in order. */
export async function addProducts(db: Db, fixtures: ProductFixture[]): Promise<string[]> {
  const ids: string[] = [];
  for (const f of fixtures) {
    const set = { sizeSet: f.sizeSet ?? 'clothing', customSizes: f.customSizes ?? [] };
    const id = await writeCatalog(db, async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({
          itemName: f.itemName,
          itemNameMy: f.itemNameMy ?? '',
          description: f.description ?? '',
          descriptionMy: f.descriptionMy ?? '',
          mainCategory: f.mainCategory ?? 'T-shirt',
          subCategory: f.subCategory ?? 'Tee',
          gender: f.gender ?? 'unisex',
          price: f.price ?? 25_000,
          details: f.details ?? '',
          sizeSet: set.sizeSet,
          customSizes: set.customSizes,
          createdAt: new Date(Date.now() - (f.daysOld ?? 30) * 86_400_000),
        })
        .returning({ id: products.id });
      const productId = row!.id;
      for (const [position, v] of (f.variants ?? [{ color: 'Black' }]).entries()) {
        const colour = await paletteColour(tx, v.color);
        const [variant] = await tx
          .insert(productVariants)
          .values({ productId, position, color: colour.name, colorKey: colour.key, name: `${f.itemName} ${v.color}` })
          .returning({ id: productVariants.id });
        const variantId = variant!.id;
        const images = v.images ?? [`/uploads/products/${v.color.toLowerCase()}-640.webp`];
        if (images.length)
          await tx.insert(variantImages).values(images.map((url, i) => ({ variantId, position: i, url })));
        const sizes = Object.entries(v.sizes ?? { M: 5 }) as [Size, number][];
        if (sizes.length)
          await tx.insert(variantStock).values(
            sizes.map(([size, stock]) => ({
              variantId,
              size,
              stock,
              position: Math.max(0, sizesOfSet(set).indexOf(size)),
            })),
          );
      }
      return productId;
    });
    ids.push(id);
  }
  return ids;
}

export async function variantOf(shop: TestShop, productId: string, color: string): Promise<string> {
  const [row] = await shop.database.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.color, color)));
  return row!.id;
}

/** Units in stock of one colour and size. */
export async function stockOf(shop: TestShop, productId: string, color: string, size: Size): Promise<number> {
  const variantId = await variantOf(shop, productId, color);
  const [row] = await shop.database.db
    .select({ stock: variantStock.stock })
    .from(variantStock)
    .where(and(eq(variantStock.variantId, variantId), eq(variantStock.size, size)));
  return row!.stock;
}

/**
 * Waits until the shop hears of catalogue changes (its LISTEN connection is up). Call it before a
 * test's first catalogue write when the test compares ETags: from then on each write's
 * notification is matched with its commit, so a tag stays until the next write. Before, the
 * switch to listening (and a notification of a write committed while it was coming up) moves the
 * version on once more, at a moment the test does not choose: a 304 it expects becomes a 200.
 */
export async function catalogueListening(shop: TestShop): Promise<void> {
  await vi.waitFor(
    () => {
      const versions = catalogVersionsOf(shop.database.db);
      expect(versions.length).toBeGreaterThan(0);
      for (const version of versions) expect(version.status.listening).toBe(true);
    },
    { timeout: 10_000 },
  );
}
