import { sql } from 'drizzle-orm';
import type { AuditProductSnapshot, AuditProductUpdate } from '@shop/shared/admin';
import { PRODUCT_NOT_FOUND } from '@shop/shared/catalog';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUuid } from '../../../lib/uuid.ts';
import { fullProductSelect, type ProductRow } from '../catalog-sql.ts';

/** What the audit trail says about a product change (docs/decisions/017), worked out from two reads. */

/**
 * The product as stored, read inside the change's transaction. With `lock`, its row is locked
 * first, so two edits at once queue and each one's "before" is what the other left.
 */
export async function productRowIn(tx: Tx, id: string, lock = false): Promise<ProductRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  if (lock) await tx.execute(sql`select id from products where id = ${id} for update`);
  const { rows } = await tx.execute<ProductRow>(sql`${fullProductSelect} where p.id = ${id}`);
  if (!rows[0]) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  return rows[0];
}

/** Short fields kept with before and after; `details` and `description` are only named. */
const SCALARS = [
  ['itemName', 'item_name'],
  ['price', 'price'],
  ['mainCategory', 'main_category'],
  ['subCategory', 'sub_category'],
  ['gender', 'gender'],
  ['batchName', 'batch_name'],
  ['brand', 'brand'],
  ['material', 'material'],
  ['itemNameMy', 'item_name_my'],
  ['materialMy', 'material_my'],
  ['sizeSet', 'size_set'],
] as const satisfies readonly (readonly [string, keyof ProductRow])[];
const TEXTS = [
  ['description', 'description'],
  ['details', 'details'],
  ['descriptionMy', 'description_my'],
  ['detailsMy', 'details_my'],
] as const satisfies readonly (readonly [string, keyof ProductRow])[];

type VariantRow = ProductRow['variants'][number];
const stockBySize = (v: VariantRow) => new Map(v.sizes.map((s) => [s.size, s.stock]));
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The diff of a product edit: changed fields, colours added, removed or edited, and stock per size. */
export function productUpdateSummary(before: ProductRow, after: ProductRow): AuditProductUpdate {
  const changes = SCALARS.filter(([, column]) => before[column] !== after[column]).map(([field, column]) => ({
    field,
    from: before[column],
    to: after[column],
  }));
  const textsChanged = TEXTS.filter(([, column]) => before[column] !== after[column]).map(([field]) => field);
  // A kept colour keeps its variant id (carts point at it), so variants are matched by id.
  const old = new Map(before.variants.map((v) => [v._id, v]));
  const kept = after.variants.filter((v) => old.has(v._id)).map((v) => ({ now: v, was: old.get(v._id)! }));
  const keptIds = new Set(kept.map((k) => k.now._id));
  const variantsEdited = kept
    .map(({ now, was }) => ({
      color: now.color,
      previousColor: was.color === now.color ? null : was.color,
      fields: [
        was.name !== now.name && 'name',
        was.description !== now.description && 'description',
        was.color !== now.color && 'color',
        !sameList(was.images, now.images) && 'images',
      ].filter((f): f is string => typeof f === 'string'),
    }))
    .filter((v) => v.fields.length > 0);
  const stock = kept.flatMap(({ now, was }) => {
    const from = stockBySize(was);
    const to = stockBySize(now);
    // Sizes of the set before, then those of the set after (a product may change its set).
    const sizes = [...new Set([...from.keys(), ...to.keys()])];
    return sizes
      .filter((size) => from.get(size) !== to.get(size))
      .map((size) => ({
        color: now.color,
        size,
        from: from.get(size) ?? null,
        to: to.get(size) ?? null,
      }));
  });
  return {
    itemName: after.item_name,
    changes,
    textsChanged,
    variantsAdded: after.variants.filter((v) => !old.has(v._id)).map((v) => v.color),
    variantsRemoved: before.variants.filter((v) => !keptIds.has(v._id)).map((v) => v.color),
    variantsEdited,
    stock,
  };
}

/** A product as it was added or deleted: name, price, batch, colours and units in all. */
export function productSnapshot(product: {
  itemName: string;
  price: number;
  batchName: string;
  variants: readonly { color: string; sizes: readonly { stock: number }[] }[];
}): AuditProductSnapshot {
  return {
    itemName: product.itemName,
    price: product.price,
    batchName: product.batchName,
    colours: product.variants.map((v) => v.color),
    totalStock: product.variants.reduce((sum, v) => sum + v.sizes.reduce((n, s) => n + s.stock, 0), 0),
  };
}

export const snapshotOfRow = (row: ProductRow) =>
  productSnapshot({ itemName: row.item_name, price: row.price, batchName: row.batch_name, variants: row.variants });
