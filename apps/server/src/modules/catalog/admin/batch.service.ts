import { GENDERS, type Gender } from '@shop/shared/catalog';
import type { AuditRecord, Batch } from '@shop/shared/admin';
import type { Db } from '../../../db/client.ts';
import { products } from '../../../db/schema/index.ts';
import type { Storage } from '../../../lib/storage.ts';
import { writeCatalog } from '../catalog-cache.ts';
import { sanitizeDetails } from '../catalog-html.ts';
import { productSnapshot } from './product-audit-diff.ts';
import { recordAudit } from '../../audit/index.ts';
import { assertOwnImages } from './product-images.ts';
import {
  imagesWithFields,
  insertVariants,
  sizeSetToWrite,
  withCanonicalImages,
  withPaletteColours,
} from './product-write.ts';

/**
 * POST /api/auth/products: every product of every gender in one catalogue transaction, so a
 * failure anywhere leaves the shop as it was (issue 6: all or nothing). Images are checked to be
 * our own uploads before anything is written. Each product gets its own audit entry (its
 * history starts there), all written with one statement. Answers the new ids in request order.
 */
export async function createBatch(db: Db, storage: Storage, actorId: string, input: Batch): Promise<string[]> {
  const entries = GENDERS.flatMap((gender) =>
    input.genders[gender].map((product, index) => ({
      gender,
      product: withCanonicalImages(storage, product),
      field: `genders.${gender}.${index}`,
    })),
  );
  for (const { product, field } of entries) {
    await assertOwnImages(storage, imagesWithFields(product.variants, `${field}.variants`));
  }
  return writeCatalog(db, async (tx) => {
    const ids: string[] = [];
    const audit: AuditRecord[] = [];
    for (const { gender, product, field } of entries) {
      const set = sizeSetToWrite(product, product.variants, `${field}.variants`);
      const variants = await withPaletteColours(tx, product.variants, `${field}.variants`);
      const itemName = product.itemName || product.name || product.itemNameMy || product.variants[0]!.name;
      const [row] = await tx
        .insert(products)
        .values({
          itemName,
          mainCategory: product.mainCategory,
          subCategory: product.subCategory,
          gender: gender satisfies Gender,
          price: product.price,
          description: product.description,
          material: product.material,
          brand: product.brand,
          details: sanitizeDetails(product.details),
          itemNameMy: product.itemNameMy,
          descriptionMy: product.descriptionMy,
          materialMy: product.materialMy,
          detailsMy: sanitizeDetails(product.detailsMy),
          batchName: input.batchName,
          sizeSet: set.sizeSet,
          customSizes: [...set.customSizes],
        })
        .returning({ id: products.id });
      await insertVariants(tx, row!.id, variants, set);
      ids.push(row!.id);
      audit.push({
        action: 'product.create',
        entityId: row!.id,
        summary: productSnapshot({
          itemName,
          price: product.price,
          batchName: input.batchName,
          variants,
        }),
      });
    }
    await recordAudit(tx, actorId, audit);
    return ids;
  });
}
