import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { products, productVariants, variantImages, variantStock } from '../apps/server/src/db/schema/index.ts';
import { writeCatalog } from '../apps/server/src/modules/catalog/catalog-cache.ts';

/** Stock of every size of every generated product: the checkout load never runs a line out. */
export const BENCH_STOCK = 1000;

const MINUTE = 60_000;

function chunks<T>(rows: T[], size = 500): T[][] {
  return Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
}

/**
 * Grows the demo catalogue the shop seeded on its first start (40 products) to `total` products
 * by copying the demo products under new ids and names, older than the demo ones, with the
 * demo's own pictures (no image is drawn again: URLs are shared). Written through the database
 * in one catalogue transaction (`writeCatalog`, which bumps the catalogue version like an admin
 * edit). The demo seed itself stays as it is.
 */
export async function growCatalogue(db: Db, total: number): Promise<{ products: number; variants: number }> {
  const demo = await db
    .select()
    .from(products)
    .orderBy(sql`${products.createdAt} desc, ${products.id}`);
  const variants = await db.select().from(productVariants);
  const images = await db.select().from(variantImages);
  const stock = await db.select().from(variantStock);
  if (!demo.length) throw new Error('no demo catalogue to grow (was the shop started with SEED_DEMO off?)');
  const oldest = Math.min(...demo.map((p) => p.createdAt.getTime()));

  const productRows: (typeof products.$inferInsert)[] = [];
  const variantRows: (typeof productVariants.$inferInsert)[] = [];
  const imageRows: (typeof variantImages.$inferInsert)[] = [];
  const stockRows: (typeof variantStock.$inferInsert)[] = [];
  for (let n = 0; n < total - demo.length; n++) {
    const { categoryText: _c, searchText: _s, ...template } = demo[n % demo.length]!;
    const id = randomUUID();
    const createdAt = new Date(oldest - (n + 1) * 7 * MINUTE);
    productRows.push({
      ...template,
      id,
      itemName: `${template.itemName} No. ${n + 1}`,
      createdAt,
      updatedAt: createdAt,
    });
    for (const variant of variants.filter((v) => v.productId === template.id)) {
      const variantId = randomUUID();
      variantRows.push({ ...variant, id: variantId, productId: id });
      for (const image of images.filter((i) => i.variantId === variant.id)) imageRows.push({ ...image, variantId });
      for (const unit of stock.filter((s) => s.variantId === variant.id))
        stockRows.push({ variantId, size: unit.size, stock: BENCH_STOCK });
    }
  }

  await writeCatalog(db, async (tx) => {
    for (const rows of chunks(productRows)) await tx.insert(products).values(rows);
    for (const rows of chunks(variantRows)) await tx.insert(productVariants).values(rows);
    for (const rows of chunks(imageRows)) await tx.insert(variantImages).values(rows);
    for (const rows of chunks(stockRows, 2000)) await tx.insert(variantStock).values(rows);
  });
  await db.execute(sql`analyze`);
  return { products: demo.length + productRows.length, variants: variants.length + variantRows.length };
}

export type StockUnit = { productId: string; variantId: string; color: string; size: string };

/** Sizes of generated products with plenty of stock: what the checkout load buys. */
export async function stockedUnits(db: Db): Promise<StockUnit[]> {
  const { rows } = await db.execute<{ product_id: string; variant_id: string; color: string; size: string }>(sql`
    select v.product_id, s.variant_id, v.color, s.size from variant_stock s
    join product_variants v on v.id = s.variant_id
    where s.stock >= ${BENCH_STOCK / 2} order by s.variant_id, s.size`);
  return rows.map((r) => ({ productId: r.product_id, variantId: r.variant_id, color: r.color, size: r.size }));
}

export async function productIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: products.id }).from(products);
  return rows.map((r) => r.id);
}
