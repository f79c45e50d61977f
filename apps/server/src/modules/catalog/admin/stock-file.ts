import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { csvCell } from '../../../lib/csv.ts';

/**
 * The stock file's columns (decision 050). Product ID, colour and size say which cell a row is;
 * the names are there for the person editing it and are not read back; the stock is the size's,
 * the price the product's (repeated on each of its rows).
 */
export const STOCK_CSV_COLUMNS = [
  'Product ID',
  'Product',
  'Product (Burmese)',
  'Colour',
  'Size',
  'Stock',
  'Price (MMK)',
] as const;
/** The columns an import reads; the others may be left out or moved. */
export const STOCK_CSV_READ = ['Product ID', 'Colour', 'Size', 'Stock', 'Price (MMK)'] as const;

/** One offered size of one colour of one product, as stored. */
export type StockCell = {
  productId: string;
  itemName: string;
  itemNameMy: string;
  price: number;
  variantId: string;
  color: string;
  size: string;
  stock: number;
};

const cellSelect = sql`
  select p.id as "productId", p.item_name as "itemName", p.item_name_my as "itemNameMy", p.price,
    v.id as "variantId", v.color, s.size, s.stock
  from products p
  join product_variants v on v.product_id = p.id
  join variant_stock s on s.variant_id = v.id`;
const cellOrder = sql`order by p.item_name, p.id, v.position, s.position, s.size`;

/**
 * The stored cells of the given products, read in the import's transaction with every product row
 * and stock row locked (products in id order, as edits lock them), so no edit or sale slips in
 * between the file's check and its write.
 */
export async function lockedCells(tx: Tx, productIds: readonly string[]): Promise<StockCell[]> {
  if (!productIds.length) return [];
  const ids = sql.join(
    [...productIds].sort().map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`select id from products where id in (${ids}) order by id for update`);
  await tx.execute(sql`
    select 1 from variant_stock s join product_variants v on v.id = s.variant_id
    where v.product_id in (${ids}) order by s.variant_id, s.size for update of s`);
  const { rows } = await tx.execute<StockCell>(sql`${cellSelect} where p.id in (${ids}) ${cellOrder}`);
  return rows;
}

/**
 * GET /api/admin/products/export.csv: every offered size of every colour of every product, with
 * its stock and the product's price, as CSV in UTF-8 with a byte-order mark (Excel reads Burmese
 * right), every text cell quoted by the order export's `csvCell`.
 */
export async function* stockCsv(db: Db): AsyncGenerator<string> {
  yield `\uFEFF${STOCK_CSV_COLUMNS.map(csvCell).join(',')}\r\n`;
  const { rows } = await db.execute<StockCell>(sql`${cellSelect} ${cellOrder}`);
  yield rows
    .map(
      (c) => `${[c.productId, c.itemName, c.itemNameMy, c.color, c.size, c.stock, c.price].map(csvCell).join(',')}\r\n`,
    )
    .join('');
}
