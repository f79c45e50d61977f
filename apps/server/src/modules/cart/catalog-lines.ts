import { sql } from 'drizzle-orm';
import { SIZE_LENGTH_MAX, sizesOfSet, type Size, type SizeSetName } from '@shop/shared/catalog';
import type { Db, Tx } from '../../db/client.ts';
import { arrayValue, preparedStatement } from '../../db/prepared.ts';
import { isUuid } from '../../lib/uuid.ts';

/** A line as a client names it: product, colour (absent: the product's first colour) and size. */
export type LineRequest = { productId: string; color?: string | undefined; size: string };

/** What the catalogue says about a requested line right now. */
export type ResolvedLine =
  | {
      found: 'line';
      productId: string;
      variantId: string;
      itemName: string;
      itemNameMy: string;
      subCategory: string;
      color: string;
      /** The colour's Burmese name in the palette, '' when it has none. */
      colorMy: string;
      size: Size;
      price: number;
      stock: number;
      image: string | null;
    }
  | { found: 'no-product' }
  | { found: 'no-color'; itemName: string }
  /** `inSet`: the size is one of the product's set (this colour just has no row of it). */
  | { found: 'no-size'; itemName: string; color: string; inSet: boolean };

/** A row of `catalogLinesSql`. */
export type CatalogLineRow = {
  idx: number;
  product_id: string | null;
  item_name: string | null;
  item_name_my: string | null;
  sub_category: string | null;
  size_set: SizeSetName | null;
  custom_sizes: string[] | null;
  price: number | null;
  variant_id: string | null;
  color: string | null;
  color_my: string | null;
  stock: number | null;
  image: string | null;
};

/**
 * Every requested line from the catalogue, in the request's order (unnest keeps it), with the
 * values of `catalogLineValues`. For `catalog_lines` below, and for a CTE of a larger prepared
 * statement (guest checkout reads its lines in the statement of its limits, one round trip).
 */
export const catalogLinesSql = sql`
    select x.idx::int as idx, p.id as product_id, p.item_name, p.item_name_my, p.sub_category, p.size_set, p.custom_sizes, p.price,
      v.id as variant_id, v.color, v.color_my, s.stock,
      (select i.url from variant_images i where i.variant_id = v.id order by i.position limit 1) as image
    from unnest(${arrayValue('ids', 'uuid')}, ${arrayValue('colors', 'text')},
      ${arrayValue('sizes', 'text')}) with ordinality as x(product_id, color, size, idx)
    left join products p on p.id = x.product_id
    left join lateral (
      select v.id, v.color, col.name_my as color_my from product_variants v
      join colours col on col.key = v.color_key
      where v.product_id = p.id and (x.color is null or lower(v.color) = lower(x.color))
      order by v.position, v.id limit 1
    ) v on true
    left join variant_stock s on s.variant_id = v.id and s.size = x.size
    order by x.idx`;

const lookUpLines = preparedStatement<CatalogLineRow>('catalog_lines', catalogLinesSql);

/**
 * The values `catalogLinesSql` takes for `lines`. Ids that are not UUIDs are answered "not found"
 * without reaching PostgreSQL, where they would be cast errors; a size longer than any size is
 * not looked up either.
 */
export function catalogLineValues(lines: readonly LineRequest[]) {
  const valid = lines.map((l) => isUuid(l.productId) && l.size.length <= SIZE_LENGTH_MAX);
  return {
    ids: lines.map((l, i) => (valid[i] ? l.productId : null)),
    colors: lines.map((l) => (l.color?.trim() ? l.color.trim() : null)),
    sizes: lines.map((l, i) => (valid[i] ? l.size : null)),
  };
}

/**
 * Looks up many lines in one query (unnest keeps the request's order), a prepared statement:
 * cart adds and checkouts run it all the time.
 */
export async function resolveLines(db: Db | Tx, lines: readonly LineRequest[]): Promise<ResolvedLine[]> {
  return resolvedLines(await lookUpLines(db, catalogLineValues(lines)), lines);
}

/** What the catalogue says about each of `lines`, from the rows of `catalogLinesSql` (one per line, in order). */
export function resolvedLines(rows: readonly CatalogLineRow[], lines: readonly LineRequest[]): ResolvedLine[] {
  return rows.map((row, i): ResolvedLine => {
    if (!row.product_id || row.item_name === null) return { found: 'no-product' };
    if (!row.variant_id || row.color === null) return { found: 'no-color', itemName: row.item_name };
    if (row.stock === null) {
      const set = { sizeSet: row.size_set ?? 'clothing', customSizes: row.custom_sizes ?? [] };
      const inSet = sizesOfSet(set).includes(lines[i]!.size);
      return { found: 'no-size', itemName: row.item_name, color: row.color, inSet };
    }
    return {
      found: 'line',
      productId: row.product_id,
      variantId: row.variant_id,
      itemName: row.item_name,
      itemNameMy: row.item_name_my ?? '',
      subCategory: row.sub_category ?? '',
      color: row.color,
      colorMy: row.color_my ?? '',
      size: lines[i]!.size satisfies Size,
      price: Number(row.price),
      stock: Number(row.stock),
      image: row.image,
    };
  });
}
