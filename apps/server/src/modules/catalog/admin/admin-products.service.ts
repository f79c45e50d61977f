import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AdminListQuery, AdminProductList, ProductStats } from '@shop/shared/admin';
import { LOW_STOCK, stockBadge } from '@shop/shared/catalog';
import type { Db } from '../../../db/client.ts';
import type { Storage } from '../../../lib/storage.ts';
import { writeCatalog } from '../catalog-cache.ts';
import { productPhraseFilter } from '../catalog-filters.ts';
import { isoTime, newestFirst, productStockOf, variantsOf, type VariantRow } from '../catalog-sql.ts';
import { productRowIn, snapshotOfRow } from './product-audit-diff.ts';
import { recordAudit } from '../../audit/index.ts';
import { deleteUnusedImages } from '../../uploads/index.ts';
import { offsetOf, pagination } from '../../../lib/paging.ts';

type AdminProductSqlRow = {
  id: string;
  item_name: string;
  item_name_my: string;
  main_category: string;
  sub_category: string;
  gender: 'male' | 'female' | 'unisex';
  price: number;
  batch_name: string;
  created_at: string;
  image: string | null;
  total_stock: number;
  total_variants: number;
  variants: VariantRow[];
};

/** GET /api/admin/products: newest first, searched on the server (name, categories, colours; wildcards literal). */
export async function listAdminProducts(db: Db, query: AdminListQuery): Promise<AdminProductList> {
  const where = query.search ? productPhraseFilter(query.search) : sql`true`;
  const [counted, page] = await Promise.all([
    db.execute<{ total: number }>(sql`select count(*)::int as total from products p where ${where}`),
    db.execute<AdminProductSqlRow>(sql`
      select p.id, p.item_name, p.item_name_my, p.main_category, p.sub_category, p.gender, p.price, p.batch_name,
        ${isoTime(sql`p.created_at`)} as created_at,
        (select i.url from product_variants v join variant_images i on i.variant_id = v.id
          where v.product_id = p.id order by v.position, v.id, i.position limit 1) as image,
        ${productStockOf(sql`p.id`)} as total_stock,
        (select count(*)::int from product_variants v where v.product_id = p.id) as total_variants,
        ${variantsOf(sql`p.id`)} as variants
      from products p where ${where}
      order by ${newestFirst} limit ${query.limit} offset ${offsetOf(query)}`),
  ]);
  const total = counted.rows[0]?.total ?? 0;
  return {
    products: page.rows.map((r) => ({
      _id: r.id,
      itemName: r.item_name,
      itemNameMy: r.item_name_my,
      mainCategory: r.main_category,
      subCategory: r.sub_category,
      gender: r.gender,
      price: r.price,
      image: r.image,
      totalStock: r.total_stock,
      totalVariants: r.total_variants,
      variants: r.variants,
      stockBadge: stockBadge(r.total_stock),
      batchName: r.batch_name,
      createdAt: r.created_at,
    })),
    pagination: { ...pagination(query, total), totalProducts: total },
  };
}

/** GET /api/admin/products/stats: the product list's cards, counted with the badge's thresholds. */
export async function productStats(db: Db): Promise<ProductStats> {
  const { rows } = await db.execute<Record<keyof ProductStats, number>>(sql`
    with totals as (select p.main_category, ${productStockOf(sql`p.id`)} as stock from products p)
    select count(*)::int as "totalProducts",
      coalesce(sum(stock), 0)::int as "totalStock",
      count(distinct lower(main_category))::int as "totalCategories",
      count(*) filter (where stock > 0 and stock < ${LOW_STOCK})::int as "lowStockProducts",
      count(*) filter (where stock = 0)::int as "outOfStockProducts"
    from totals`);
  const row = rows[0]!;
  return {
    totalProducts: row.totalProducts,
    totalStock: row.totalStock,
    totalCategories: row.totalCategories,
    lowStockProducts: row.lowStockProducts,
    outOfStockProducts: row.outOfStockProducts,
  };
}

/**
 * DELETE /api/admin/products/{id}: carts and favourites of it go with it (foreign keys cascade);
 * orders keep their snapshots, and the audit entry what the product was. Its image files are
 * removed afterwards unless something still uses them.
 */
export async function deleteProduct(
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
  actorId: string,
  id: string,
): Promise<void> {
  const urls = await writeCatalog(db, async (tx) => {
    const stored = await productRowIn(tx, id, true);
    await tx.execute(sql`delete from products where id = ${id}`);
    await recordAudit(tx, actorId, [{ action: 'product.delete', entityId: id, summary: snapshotOfRow(stored) }]);
    return stored.variants.flatMap((v) => v.images);
  });
  await deleteUnusedImages(db, storage, log, urls);
}
