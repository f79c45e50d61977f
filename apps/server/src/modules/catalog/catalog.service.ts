import { sql } from 'drizzle-orm';
import { categorySlug, SHOP_CATEGORIES } from '@shop/shared/categories';
import { categoryTitle } from '@shop/shared/category-titles';
import {
  PAGE_SIZE,
  PRODUCT_NOT_FOUND,
  byColorId,
  type ByColorRecord,
  type NewestProducts,
  type Product,
  type ProductListing,
  type ListingFacets,
  type ListingFacetsQuery,
  type ListingFilters,
  type ListingSort,
  type ProductSearch,
  type ProductSearchQuery,
  type ProductSummary,
} from '@shop/shared/catalog';
import type { Db } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  cardSearchFilter,
  categoryFilter,
  colorKeyOf,
  colourMatchesFirst,
  deliveredUnits,
  isRuleCategory,
  listingFilter,
  listingOrder,
  nameMatchesFirst,
  namesCategory,
  normaliseCategory,
  productSearchFilter,
} from './catalog-filters.ts';
import { sanitizeDetails } from './catalog-html.ts';
import {
  cardColumns,
  fullProductSelect,
  imagesOf,
  isoTime,
  newestFirst,
  productStockOf,
  type CardRow,
  type ProductRow,
  type SummaryRow,
} from './catalog-sql.ts';

const sum = (sizes: { stock: number }[]) => sizes.reduce((total, s) => total + s.stock, 0);

function toProduct(row: ProductRow): Product {
  const first = row.variants[0];
  return {
    _id: row.id,
    originalId: row.id,
    itemName: row.item_name,
    name: row.item_name,
    description: row.description,
    details: sanitizeDetails(row.details),
    material: row.material,
    itemNameMy: row.item_name_my,
    descriptionMy: row.description_my,
    detailsMy: sanitizeDetails(row.details_my),
    materialMy: row.material_my,
    brand: row.brand,
    batchName: row.batch_name,
    mainCategory: row.main_category,
    subCategory: row.sub_category,
    subcategory: row.sub_category,
    gender: row.gender,
    sizeSet: row.size_set,
    customSizes: row.custom_sizes,
    price: row.price,
    images: first?.images ?? [],
    color: first?.color ?? null,
    variants: row.variants,
    totalStock: row.variants.reduce((total, v) => total + sum(v.sizes), 0),
    totalVariants: row.variants.length,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toCard(row: CardRow): ByColorRecord {
  return {
    _id: byColorId(row.id, row.color),
    originalId: row.id,
    variantId: row.variant_id,
    name: row.item_name,
    itemName: row.item_name,
    itemNameMy: row.item_name_my,
    price: row.price,
    images: row.images,
    mainCategory: row.main_category,
    subcategory: row.sub_category,
    subCategory: row.sub_category,
    gender: row.gender,
    createdAt: row.created_at,
    color: row.color,
    colorKey: row.color_key,
    colorMy: row.color_my,
    swatch: row.swatch,
    sizes: row.sizes,
    totalStock: sum(row.sizes),
  };
}

function toSummary(row: SummaryRow): ProductSummary {
  return {
    _id: row.id,
    originalId: row.id,
    name: row.item_name,
    itemName: row.item_name,
    itemNameMy: row.item_name_my,
    price: row.price,
    images: row.images,
    color: row.color,
    colors: row.colors,
    mainCategory: row.main_category,
    subcategory: row.sub_category,
    subCategory: row.sub_category,
    gender: row.gender,
    createdAt: row.created_at,
    totalStock: row.total_stock,
    totalVariants: row.total_variants,
  };
}

/**
 * The product page's query, prepared: planning its JSON sub-selects took longer than running them.
 */
const productById = preparedStatement<ProductRow>(
  'catalog_product_by_id',
  sql`${fullProductSelect} where p.id = ${sql.placeholder('id')}`,
);

/** GET /api/products/{id}: 404 'Product not found' for an unknown or malformed id. */
export async function getProduct(db: Db, id: string): Promise<Product> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  const [row] = await productById(db, { id });
  if (!row) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  return toProduct(row);
}

/** GET /api/auth/products: every product with its variants, newest first. */
export async function listAllProducts(db: Db): Promise<Product[]> {
  const { rows } = await db.execute<ProductRow>(sql`${fullProductSelect} order by ${newestFirst}`);
  return rows.map(toProduct);
}

/** GET /api/products/by-color: one record per colour variant, sorted and filtered (newest products first by default). */
export async function listByColor(db: Db, filters?: ListingFilters): Promise<ByColorRecord[]> {
  const order = listingOrder(filters?.sort);
  const { rows } = await db.execute<CardRow>(
    sql`${soldCte(filters?.sort)} select ${cardColumns} from products p join product_variants v on v.product_id = p.id
      ${soldJoin(filters?.sort)} where ${listingFilter(filters)} order by ${order}`,
  );
  return rows.map(toCard);
}

/** The best-selling sort's units, as a CTE and its join: only when that sort is asked for. */
const soldCte = (sort: ListingSort | undefined) =>
  sort === 'best-selling' ? sql`with sold as (${deliveredUnits})` : sql``;
const soldJoin = (sort: ListingSort | undefined) =>
  sort === 'best-selling' ? sql`left join sold on sold.product_id = p.id` : sql``;

export type ListingQuery = { category?: string; q?: string; page: number; filters?: ListingFilters };

/**
 * GET /api/products: the storefront grid, one card per colour, 12 a page, sorted and filtered on
 * the server (decision 042). One query with the paging and the total (two when the page is past the
 * end and the total must still be counted).
 */
export async function listProducts(db: Db, query: ListingQuery): Promise<ProductListing> {
  const { filters } = query;
  const where = sql`${categoryFilter(query.category)} and ${cardSearchFilter(query.q)} and ${listingFilter(filters)}`;
  // A sort the shopper chose wins; otherwise search results whose name holds a word come first.
  const chosen = filters?.sort && filters.sort !== 'newest';
  const order = chosen ? listingOrder(filters.sort) : sql`${nameMatchesFirst(query.q)}${listingOrder(undefined)}`;
  const offset = (query.page - 1) * PAGE_SIZE;
  const sold = filters?.sort === 'best-selling';
  const { rows } = await db.execute<CardRow & { total: number }>(sql`
    with ${sold ? sql`sold as (${deliveredUnits}),` : sql``} page as (
      select p.id, v.id as variant_id, count(*) over ()::int as total, row_number() over (order by ${order}) as n
      from products p join product_variants v on v.product_id = p.id ${soldJoin(filters?.sort)}
      where ${where}
      order by ${order}
      limit ${PAGE_SIZE} offset ${offset}
    )
    select ${cardColumns}, page.total
    from page join products p on p.id = page.id join product_variants v on v.id = page.variant_id
    order by page.n`);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && query.page > 1) {
    const counted = await db.execute<{ total: number }>(
      sql`select count(*)::int as total from products p join product_variants v on v.product_id = p.id where ${where}`,
    );
    total = counted.rows[0]?.total ?? 0;
  }
  const category = normaliseCategory(query.category);
  return {
    found: await categoryExists(db, query.category),
    items: rows.map(toCard),
    total,
    page: query.page,
    pageSize: PAGE_SIZE,
    totalPages: Math.ceil(total / PAGE_SIZE),
    category,
    title: category ? categoryTitle(category) : 'All Products',
  };
}

/**
 * GET /api/products/facets: the choices of a listing's filters over its category and search words,
 * before the filters themselves (decision 042): the sizes some colour has in stock (in their sets'
 * order) and every colour by its palette key, with its names and swatch. One statement.
 */
export async function listingFacets(db: Db, query: ListingFacetsQuery): Promise<ListingFacets> {
  const { rows } = await db.execute<ListingFacets>(sql`
    with scope as (
      select v.id, v.color, v.color_key from products p join product_variants v on v.product_id = p.id
      where ${categoryFilter(query.category)} and ${cardSearchFilter(query.q)}
    )
    select
      coalesce((select json_agg(size order by place, size) from (
        select s.size, min(s.position) as place from scope join variant_stock s on s.variant_id = scope.id
        where s.stock > 0 group by s.size
      ) sized), '[]'::json) as sizes,
      coalesce((select json_agg(json_build_object('key', key, 'name', name, 'nameMy', name_my, 'swatch', swatch)
        order by lower(name), key) from (
        select ${colorKeyOf(sql`scope`)} as key, min(scope.color) as name,
          coalesce(min(c.name_my), '') as name_my, coalesce(min(c.swatch), '') as swatch
        from scope left join colours c on c.key = ${colorKeyOf(sql`scope`)} group by 1
      ) coloured), '[]'::json) as colors`);
  return rows[0] ?? { sizes: [], colors: [] };
}

const MENU_SLUGS = new Set(SHOP_CATEGORIES.map(categorySlug));

/**
 * Whether a category slug is one the shop has: everything ('all' or none), the menu's and the
 * grid's own rules, or exactly the category (main or sub) or the gender of a product in the
 * catalogue. Any other text in a category URL is not a page of the shop (decision 010).
 */
export async function categoryExists(db: Db, slug: string | undefined): Promise<boolean> {
  const key = normaliseCategory(slug);
  if (key === null || MENU_SLUGS.has(key) || isRuleCategory(key)) return true;
  const { rows } = await db.execute<{ found: boolean }>(
    sql`select exists (select from products p where ${namesCategory(categorySlug(key))}) as found`,
  );
  return rows[0]?.found === true;
}

/** Summaries of the products matching `where`, newest first; the shown colour is the preferred one. */
async function summaries(
  db: Db,
  where: ReturnType<typeof sql>,
  prefer: ReturnType<typeof sql>,
  limit: number,
  rank = sql``,
) {
  const { rows } = await db.execute<SummaryRow & { total: number }>(sql`
    with matched as (
      select p.id, p.created_at, count(*) over ()::int as total from products p
      where ${where} order by ${rank}${newestFirst} limit ${limit}
    )
    select p.id, p.item_name, p.item_name_my, p.price, p.main_category, p.sub_category, p.gender, ${isoTime(sql`p.created_at`)} as created_at, matched.total,
      cv.color, ${imagesOf(sql`cv.id`)} as images,
      coalesce((select json_agg(v.color order by v.position, v.id) from product_variants v where v.product_id = p.id), '[]'::json) as colors,
      ${productStockOf(sql`p.id`)} as total_stock,
      (select count(*)::int from product_variants v where v.product_id = p.id) as total_variants
    from matched join products p on p.id = matched.id
    left join lateral (
      select v.id, v.color from product_variants v where v.product_id = p.id order by ${prefer}, v.position, v.id limit 1
    ) cv on true
    order by ${rank}${newestFirst}`);
  return { items: rows.map(toSummary), total: rows[0]?.total ?? 0 };
}

/** GET /api/products/search: the home search box, one record per product (the matching colour shown). */
export async function searchProducts(db: Db, query: ProductSearchQuery): Promise<ProductSearch> {
  const q = query.q.trim();
  if (!q) return { q, items: [], total: 0 };
  const found = await summaries(db, productSearchFilter(q), colourMatchesFirst(q), query.limit, nameMatchesFirst(q));
  return { q, ...found };
}

/** GET /api/products/newest: the home carousel (products without variants included: they show Out of Stock). */
export async function newestProducts(db: Db, limit: number): Promise<NewestProducts> {
  const { items } = await summaries(db, sql`true`, sql`v.position`, limit);
  return { items };
}
