import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PRODUCT_CHANGED, type AdminProduct, type ProductUpdate } from '@shop/shared/admin';
import { PRODUCT_NOT_FOUND, type SizeSetChoice } from '@shop/shared/catalog';
import type { Db, Tx } from '../../../db/client.ts';
import { products, productVariants, variantImages, variantStock } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Storage } from '../../../lib/storage.ts';
import { isUuid } from '../../../lib/uuid.ts';
import { writeCatalog } from '../catalog-cache.ts';
import { sanitizeDetails } from '../catalog-html.ts';
import { getProduct } from '../catalog.service.ts';
import { productRowIn, productUpdateSummary } from './product-audit-diff.ts';
import { recordAudit } from '../../audit/index.ts';
import { productVersion } from './product-version.ts';
import { deleteUnusedImages } from '../../uploads/index.ts';
import { assertOwnImages } from './product-images.ts';
import {
  imagesWithFields,
  insertVariants,
  sizeSetToWrite,
  withCanonicalImages,
  withPaletteColours,
  writeVariantContents,
} from './product-write.ts';

/**
 * Rewrites the variants in the order given. A variant sent with its `_id` is updated in place,
 * so carts holding it keep their lines; one without (or with an id not of this product) is new;
 * a variant left out is deleted (carts of it go with it, orders keep their snapshots).
 */
async function rewriteVariants(
  tx: Tx,
  productId: string,
  sent: ProductUpdate['variants'],
  set: SizeSetChoice,
): Promise<void> {
  const variants = await withPaletteColours(tx, sent, 'variants');
  const existing = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const known = new Set(existing.map((v) => v.id));
  const claimed = new Set<string>();
  const plan = variants.map((v) => {
    const keep = v._id && known.has(v._id) && !claimed.has(v._id) ? v._id : undefined;
    if (keep) claimed.add(keep);
    return { ...v, keep };
  });
  const keptIds = [...claimed];
  await tx
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        keptIds.length ? notInArray(productVariants.id, keptIds) : undefined,
      ),
    );
  if (keptIds.length) {
    // Colours are unique per product; a placeholder first lets two variants swap colours (the
    // palette's foreign key is checked at commit for this, decision 043).
    await tx.execute(sql`set constraints product_variants_colour_fkey deferred`);
    await tx
      .update(productVariants)
      .set({ color: sql`'~' || ${productVariants.id}::text` })
      .where(inArray(productVariants.id, keptIds));
    await tx.delete(variantImages).where(inArray(variantImages.variantId, keptIds));
    await tx.delete(variantStock).where(inArray(variantStock.variantId, keptIds));
  }
  for (const [position, v] of plan.entries()) {
    if (!v.keep) {
      await insertVariants(tx, productId, [v], set, position);
      continue;
    }
    await tx
      .update(productVariants)
      .set({ position, name: v.name, description: v.description, color: v.color, colorKey: v.colorKey })
      .where(eq(productVariants.id, v.keep));
    await writeVariantContents(tx, v.keep, v, set);
  }
}

/**
 * PUT /api/admin/products/{id}: every field and variant in one catalogue transaction (the
 * storefront's ETag changes with it), with its audit entry: the diff of the product as stored
 * before (row locked) and after. New images must be our own uploads; images the product
 * no longer uses are removed from storage after the commit unless still used elsewhere.
 * With a version (the form's, or If-Match) the edit applies only to the product as it was read.
 */
export async function updateProduct(
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
  actorId: string,
  id: string,
  sent: ProductUpdate,
  expectedVersion?: string,
): Promise<AdminProduct> {
  const input = withCanonicalImages(storage, sent);
  const before = await getProduct(db, id);
  const oldUrls = new Set(before.variants.flatMap((v) => v.images));
  // A client that names no set keeps the product's (and its custom list).
  const set = sizeSetToWrite(
    input.sizeSet ? { sizeSet: input.sizeSet, customSizes: input.customSizes } : before,
    input.variants,
    'variants',
  );
  await assertOwnImages(storage, imagesWithFields(input.variants, 'variants'), oldUrls);
  await writeCatalog(db, async (tx) => {
    const stored = await productRowIn(tx, id, true);
    const expected = expectedVersion ?? input.version;
    if (expected !== undefined && expected !== (await productVersion(tx, id, true))) {
      throw new AppError('CONFLICT', PRODUCT_CHANGED);
    }
    const subCategory = input.subCategory ?? input.subcategory;
    const updated = await tx
      .update(products)
      .set({
        // Named in Burmese only: the Burmese name is the main name (the edit form shows no English one then).
        itemName: input.itemName || input.itemNameMy,
        itemNameMy: input.itemNameMy,
        descriptionMy: input.descriptionMy,
        materialMy: input.materialMy,
        detailsMy: sanitizeDetails(input.detailsMy),
        price: input.price,
        mainCategory: input.mainCategory,
        gender: input.gender,
        description: input.description,
        material: input.material,
        brand: input.brand,
        details: sanitizeDetails(input.details),
        sizeSet: set.sizeSet,
        customSizes: [...set.customSizes],
        ...(subCategory !== undefined ? { subCategory } : {}),
        ...(input.batchName !== undefined ? { batchName: input.batchName } : {}),
        updatedAt: new Date(),
      })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (!updated.length || !isUuid(id)) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    await rewriteVariants(tx, id, input.variants, set);
    const summary = productUpdateSummary(stored, await productRowIn(tx, id));
    await recordAudit(tx, actorId, [{ action: 'product.update', entityId: id, summary }]);
  });
  const newUrls = new Set(input.variants.flatMap((v) => v.images));
  await deleteUnusedImages(
    db,
    storage,
    log,
    [...oldUrls].filter((url) => !newUrls.has(url)),
  );
  return adminProduct(db, id);
}

/** The product as the admin edits it: with the version its edit form sends back. */
export async function adminProduct(db: Db, id: string): Promise<AdminProduct> {
  const product = await getProduct(db, id);
  return { ...product, version: (await productVersion(db, id)) ?? '' };
}
