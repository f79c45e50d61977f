import { z } from 'zod';
import { textSchema } from './text.ts';
import { CAROUSEL_SIZE, GENDERS, LISTING_SORTS, SIZE_SETS, listingFilters } from './catalog-rules.ts';

export * from './catalog-rules.ts';
export * from './size-set-rules.ts';

/**
 * The catalogue's wire contract. Every field the spec names is kept
 * as spelled there (`_id`, `itemName`, `subCategory` and `subcategory`, `variants[].sizes[].stock`);
 * the rest are additions.
 */

/** A size of the product's set as the catalogue answers it (`M`, `EU 42`, `Free size`, the owner's own). */
export const SizeSchema = textSchema();
export const SizeSetSchema = z.enum(SIZE_SETS);
export const GenderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof GenderSchema>;

export const SizeStockSchema = z.object({ size: SizeSchema, stock: z.number().int().min(0) });

/** Image values are plain URL strings (spec); see `srcSet` for the widths behind each one. */
const ImageUrlSchema = textSchema();

export const ProductVariantSchema = z.object({
  _id: textSchema().optional(),
  name: textSchema(),
  description: textSchema(),
  /** The palette colour's English name. */
  color: textSchema(),
  /** The palette colour's key (`?color=black`), Burmese name ('' when none) and swatch (decision 043). */
  colorKey: textSchema(),
  colorMy: textSchema(),
  swatch: textSchema(),
  images: z.array(ImageUrlSchema),
  sizes: z.array(SizeStockSchema),
});
export type ProductVariant = z.infer<typeof ProductVariantSchema>;

/** GET /api/products/{id}, and each entry of GET /api/auth/products. */
export const ProductSchema = z.object({
  _id: textSchema(),
  /** Same as `_id` (the spec reads `originalId` from every product-like record). */
  originalId: textSchema(),
  /** The main (English) name; a product named only in Burmese has its Burmese name here. */
  itemName: textSchema(),
  /** Same as `itemName` (the spec reads `name or itemName`). */
  name: textSchema(),
  description: textSchema(),
  /** Admin-written HTML, sanitised by the server (no scripts, handlers or javascript: links). */
  details: textSchema(),
  material: textSchema(),
  /** The Burmese versions ('' when not written): readers of Burmese see them, see `inLanguage`. */
  itemNameMy: textSchema(),
  descriptionMy: textSchema(),
  detailsMy: textSchema(),
  materialMy: textSchema(),
  brand: textSchema(),
  batchName: textSchema(),
  mainCategory: textSchema(),
  subCategory: textSchema(),
  /** Same as `subCategory` (the spec spells both). */
  subcategory: textSchema(),
  gender: GenderSchema,
  /** The size set the product is sold in (decision 044); its sizes in order are `sizesOfSet`. */
  sizeSet: SizeSetSchema,
  /** The owner's own sizes, in order, for the custom set; [] for the others. */
  customSizes: z.array(textSchema()),
  /** Whole kyat. */
  price: z.number().int().min(0),
  /** The first variant's images ([] without variants). */
  images: z.array(ImageUrlSchema),
  /** The first variant's colour (null without variants). */
  color: textSchema().nullable(),
  variants: z.array(ProductVariantSchema),
  totalStock: z.number().int().min(0),
  totalVariants: z.number().int().min(0),
  /** ISO 8601. */
  createdAt: textSchema(),
  updatedAt: textSchema(),
});
export type Product = z.infer<typeof ProductSchema>;
export const ProductListSchema = z.array(ProductSchema);

/**
 * One record per colour variant: GET /api/products/by-color, and the cards of the paged listing.
 * The storefront grid shows a card per colour (as the spec's grid does), so a tee in three
 * colours is three cards; `_id` = `{productId}_{colour}`, `originalId` = the product id, and a
 * card links to `/product/{originalId}?color={color}`.
 */
export const ByColorRecordSchema = z.object({
  _id: textSchema(),
  originalId: textSchema(),
  variantId: textSchema(),
  name: textSchema(),
  itemName: textSchema(),
  /** The Burmese name, '' when none. */
  itemNameMy: textSchema(),
  price: z.number().int().min(0),
  images: z.array(ImageUrlSchema),
  mainCategory: textSchema(),
  subcategory: textSchema(),
  subCategory: textSchema(),
  gender: GenderSchema,
  createdAt: textSchema(),
  color: textSchema(),
  /** The palette colour's key (`?color=black`), Burmese name ('' when none) and swatch (decision 043). */
  colorKey: textSchema(),
  colorMy: textSchema(),
  swatch: textSchema(),
  /** This colour's sizes in its set's order, only the sizes that exist. */
  sizes: z.array(SizeStockSchema),
  /** Sum of this colour's sizes. */
  totalStock: z.number().int().min(0),
});
export type ByColorRecord = z.infer<typeof ByColorRecordSchema>;
export type ProductCard = ByColorRecord;
export const ByColorListSchema = z.array(ByColorRecordSchema);

/**
 * One record per product (home carousel and home search): the product with one chosen colour
 * (the one the search matched, else the first). Link: `/product/{_id}` plus `?color=` when set.
 */
export const ProductSummarySchema = z.object({
  _id: textSchema(),
  originalId: textSchema(),
  name: textSchema(),
  itemName: textSchema(),
  /** The Burmese name, '' when none. */
  itemNameMy: textSchema(),
  price: z.number().int().min(0),
  images: z.array(ImageUrlSchema),
  color: textSchema().nullable(),
  colors: z.array(textSchema()),
  mainCategory: textSchema(),
  subcategory: textSchema(),
  subCategory: textSchema(),
  gender: GenderSchema,
  createdAt: textSchema(),
  /** Whole product, every colour and size. */
  totalStock: z.number().int().min(0),
  totalVariants: z.number().int().min(0),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

/**
 * `sort`, `size` (repeatable), `color` (repeatable), `minPrice`, `maxPrice` of a listing: read by
 * `listingFilters`, so an unknown value is left out (the default), never a 400 for a shared link.
 */
const filterFields = {
  sort: z.enum(LISTING_SORTS).optional().catch(undefined),
  size: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .catch(undefined),
  color: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .catch(undefined),
  minPrice: z.string().optional().catch(undefined),
  maxPrice: z.string().optional().catch(undefined),
};

/** A listing query with its filters read (`filters`), the rest as it came. */
const withFilters = <T extends Record<string, unknown>>(query: T) => ({ ...query, filters: listingFilters(query) });

/** GET /api/products/by-color — every colour card, sorted and filtered like the grid. */
export const ByColorQuerySchema = z.object(filterFields).transform(withFilters);
export type ByColorQuery = z.infer<typeof ByColorQuerySchema>;

/** GET /api/products?category=&q=&page=&sort=&size=&color=&minPrice=&maxPrice= — the paged, filtered grid (12 cards a page). */
export const ProductListingQuerySchema = z
  .object({
    ...filterFields,
    /** A category slug of the menu; absent or 'all' shows everything. */
    category: textSchema().trim().max(80, 'Category is too long').optional(),
    /** Free text over name, category, subcategory and colour; case-insensitive. */
    q: textSchema().trim().max(100, 'Please keep the search under 100 characters').optional(),
    page: z.coerce
      .number({ error: 'Page must be a whole number from 1' })
      .int('Page must be a whole number from 1')
      .min(1, 'Page must be a whole number from 1')
      .max(100_000, 'Page must be a whole number from 1')
      .default(1),
  })
  .transform(withFilters);
export type ProductListingQuery = z.infer<typeof ProductListingQuerySchema>;

/** A page past the end answers 200 with `items: []` (the screen shows its empty state). */
export const ProductListingSchema = z.object({
  /**
   * Whether the category is one the shop has (the menu's, or a product's category or gender);
   * false for any other text, which the storefront answers with its not-found page.
   */
  found: z.boolean(),
  items: z.array(ByColorRecordSchema),
  /** Cards matching, over all pages. */
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int(),
  totalPages: z.number().int().min(0),
  category: textSchema().nullable(),
  /** Friendly heading for the category (categoryTitle), 'All Products' without one. */
  title: textSchema(),
});
export type ProductListing = z.infer<typeof ProductListingSchema>;

/** GET /api/products/facets?category=&q= — what a listing's filters can choose from. */
export const ListingFacetsQuerySchema = z.object({
  category: textSchema().trim().max(80, 'Category is too long').optional(),
  q: textSchema().trim().max(100, 'Please keep the search under 100 characters').optional(),
});
export type ListingFacetsQuery = z.infer<typeof ListingFacetsQuerySchema>;

/**
 * The choices of a listing's filters, over its category and search words but before its filters
 * (so choosing one never hides the others): the sizes some colour has in stock, in size order,
 * and the colours, each by its palette key (`color=`), English and Burmese name ('' when none) and
 * swatch (decision 043).
 */
export const ListingFacetsSchema = z.object({
  sizes: z.array(textSchema()),
  colors: z.array(z.object({ key: textSchema(), name: textSchema(), nameMy: textSchema(), swatch: textSchema() })),
});
export type ListingFacets = z.infer<typeof ListingFacetsSchema>;

/** GET /api/products/search?q=&limit= — the home search box: one record per product. */
export const ProductSearchQuerySchema = z.object({
  q: textSchema().trim().max(100, 'Please keep the search under 100 characters').default(''),
  limit: z.coerce.number().int().min(1).max(24).default(8),
});
export type ProductSearchQuery = z.infer<typeof ProductSearchQuerySchema>;
export const ProductSearchSchema = z.object({
  q: textSchema(),
  items: z.array(ProductSummarySchema),
  /** Products matching in all (items holds at most `limit`). */
  total: z.number().int().min(0),
});
export type ProductSearch = z.infer<typeof ProductSearchSchema>;

/** GET /api/products/newest?limit=5 — the home carousel, newest first. */
export const NewestQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(24).default(CAROUSEL_SIZE),
});
export const NewestProductsSchema = z.object({ items: z.array(ProductSummarySchema) });
export type NewestProducts = z.infer<typeof NewestProductsSchema>;

export const ProductIdParamsSchema = z.object({ id: textSchema() });
