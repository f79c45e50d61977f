import { sql, type SQL } from 'drizzle-orm';
import type { SizeSetName } from '@shop/shared/catalog';

/**
 * SQL pieces shared by the catalogue queries. Every query builds its JSON (images, sizes,
 * variants) inside PostgreSQL, so one request costs a fixed number of round trips whatever
 * the size of the catalogue.
 */

/** JSON array of a variant's image URLs, in order. */
export const imagesOf = (variantId: SQL) =>
  sql`coalesce((select json_agg(i.url order by i.position) from variant_images i where i.variant_id = ${variantId}), '[]'::json)`;

/** JSON array of a variant's `{ size, stock }`, in its product's set's order. */
export const sizesOf = (variantId: SQL) =>
  sql`coalesce((select json_agg(json_build_object('size', s.size, 'stock', s.stock) order by s.position, s.size)
    from variant_stock s where s.variant_id = ${variantId}), '[]'::json)`;

/** Whole-product stock. */
export const productStockOf = (productId: SQL) =>
  sql`(select coalesce(sum(s.stock), 0)::int from variant_stock s join product_variants sv on sv.id = s.variant_id where sv.product_id = ${productId})`;

/**
 * A timestamp as ISO 8601 in UTC, made by PostgreSQL: the driver hands timestamps over as
 * PostgreSQL's own text, which is not ISO.
 */
export const isoTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Newest first; matches the products_created_at_idx index. */
export const newestFirst = sql`p.created_at desc nulls last, p.id`;

/** JSON array of a product's variants with their images and sizes, in the shop's order. */
export const variantsOf = (productId: SQL) => sql`coalesce((select json_agg(json_build_object(
      '_id', v.id, 'name', v.name, 'description', v.description, 'color', v.color,
      'colorKey', v.color_key, 'colorMy', c.name_my, 'swatch', c.swatch,
      'images', ${imagesOf(sql`v.id`)}, 'sizes', ${sizesOf(sql`v.id`)}) order by v.position, v.id)
    from product_variants v join colours c on c.key = v.color_key where v.product_id = ${productId}), '[]'::json)`;

/** A variant's palette colour: its Burmese name and swatch (a primary-key look-up in a small table). */
export const paletteColumns = (variant: SQL) =>
  sql`(select c.name_my from colours c where c.key = ${variant}.color_key) as color_my,
  (select c.swatch from colours c where c.key = ${variant}.color_key) as swatch`;

/** The full product: its columns plus its variants as JSON. */
export const fullProductSelect = sql`select p.id, p.item_name, p.description, p.details, p.material, p.brand, p.batch_name,
  p.item_name_my, p.description_my, p.details_my, p.material_my,
  p.main_category, p.sub_category, p.gender, p.price, p.size_set, p.custom_sizes,
  ${isoTime(sql`p.created_at`)} as created_at, ${isoTime(sql`p.updated_at`)} as updated_at,
  ${variantsOf(sql`p.id`)} as variants
  from products p`;

export type SizeRow = { size: string; stock: number };

export type VariantRow = {
  _id: string;
  name: string;
  description: string;
  color: string;
  colorKey: string;
  colorMy: string;
  swatch: string;
  images: string[];
  sizes: SizeRow[];
};

export type ProductRow = {
  id: string;
  item_name: string;
  description: string;
  details: string;
  material: string;
  item_name_my: string;
  description_my: string;
  details_my: string;
  material_my: string;
  brand: string;
  batch_name: string;
  main_category: string;
  sub_category: string;
  gender: 'male' | 'female' | 'unisex';
  price: number;
  size_set: SizeSetName;
  custom_sizes: string[];
  /** ISO 8601. */
  created_at: string;
  updated_at: string;
  variants: VariantRow[];
};

export type CardRow = {
  id: string;
  variant_id: string;
  item_name: string;
  item_name_my: string;
  price: number;
  main_category: string;
  sub_category: string;
  gender: 'male' | 'female' | 'unisex';
  /** ISO 8601. */
  created_at: string;
  color: string;
  color_key: string;
  color_my: string;
  swatch: string;
  images: string[];
  sizes: SizeRow[];
  total?: number;
};

export type SummaryRow = Omit<CardRow, 'variant_id' | 'color' | 'color_key' | 'color_my' | 'swatch' | 'sizes'> & {
  color: string | null;
  colors: string[];
  total_stock: number;
  total_variants: number;
};

/** Card columns over `p` (products) and `v` (its variant), images and sizes aggregated. */
export const cardColumns = sql`p.id, v.id as variant_id, p.item_name, p.item_name_my, p.price, p.main_category, p.sub_category, p.gender,
  ${isoTime(sql`p.created_at`)} as created_at, v.color, v.color_key, ${paletteColumns(sql`v`)},
  ${imagesOf(sql`v.id`)} as images, ${sizesOf(sql`v.id`)} as sizes`;
