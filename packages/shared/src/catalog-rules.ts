/**
 * The catalogue's constants and pure rules, without zod: the storefront
 * imports them directly (a module that declares schemas would bring zod into every screen's
 * bundle). `catalog.ts` re-exports all of this beside the schemas.
 */

export type Size = (typeof SIZES)[number];
export type SizeStock = { size: Size; stock: number };

export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const COLOURS = ['Black', 'Brown', 'White', 'Red', 'Blue', 'Green', 'Gray'] as const;
/** The spec's four, and outerwear and shorts, which the menu lists (Outwear, Shorts) but no main category held. */
export const MAIN_CATEGORIES = ['T-shirt', 'Sweater', 'Outerwear', 'Shorts', 'Shoe', 'Accessory'] as const;
export const GENDERS = ['male', 'female', 'unisex'] as const;

/** Storefront grid page size; the listing endpoint always uses it. */
export const PAGE_SIZE = 12;
/** Home carousel: the 5 newest products. */
export const CAROUSEL_SIZE = 5;
/** New arrivals: created within the last 7 days. */
export const NEW_ARRIVAL_DAYS = 7;
/**
 * "Low stock" means one thing everywhere: fewer than this many units. The product page warns
 * ("Only 7 left") when the chosen size has fewer, the admin's badge says Low Stock when a product
 * has fewer in all, and the dashboard lists the sizes that have fewer.
 */
export const LOW_STOCK = 10;

export const PRODUCT_NOT_FOUND = 'Product not found';

// ---- texts in two languages ----

/**
 * A product's text in the reader's language: the Burmese version for a Burmese reader, the
 * English (main) one otherwise; each falls back to the other when it is empty, so a product
 * written in one language only reads the same to both.
 */
export function inLanguage(language: string, main: string, burmese: string | undefined): string {
  return language === 'my' ? burmese || main : main || burmese || '';
}

// ---- stock rules ----

export type StockBadge = 'Out of Stock' | 'Low Stock' | 'In Stock';

/** Admin badge by total stock: 0 Out of Stock, under 10 Low Stock, else In Stock. */
export function stockBadge(total: number): StockBadge {
  if (total <= 0) return 'Out of Stock';
  if (total < LOW_STOCK) return 'Low Stock';
  return 'In Stock';
}

/** Grid card rule: out of stock when every size has stock 0 (no sizes: nothing to buy). */
export function isCardOutOfStock(card: { sizes: readonly SizeStock[] }): boolean {
  return card.sizes.every((s) => s.stock <= 0);
}

/** Carousel rule: out of stock with no variants or all sizes at 0. */
export function isProductOutOfStock(product: { totalVariants: number; totalStock: number }): boolean {
  return product.totalVariants === 0 || product.totalStock <= 0;
}

/** Product page: stock of one colour and size; 0 when the colour or size is not found. */
export function variantStock(
  product: { variants: readonly { color: string; sizes: readonly SizeStock[] }[] },
  color: string | undefined,
  size: string | undefined,
): number {
  const variant = product.variants.find((v) => v.color.toLowerCase() === color?.toLowerCase());
  return variant?.sizes.find((s) => s.size === size)?.stock ?? 0;
}

/** Product page: red 'low stock' text when 1 to LOW_STOCK - 1 left. */
export function isLowStock(stock: number): boolean {
  return stock > 0 && stock < LOW_STOCK;
}

/** `_id` of a by-colour record. */
export function byColorId(productId: string, color: string): string {
  return `${productId}_${color}`;
}

// ---- images ----

/**
 * Every stored image exists as WebP at these widths, named `<base>-<width>.webp`
 * (e.g. `/uploads/products/3f9c1a7e20b4d6c8-960.webp`). An image value is the URL of its
 * largest width; smaller ones are found by the naming convention. Images are 4:5 (portrait);
 * boxes showing them keep that ratio so nothing shifts while they load.
 */
export const IMAGE_WIDTHS = [320, 640, 960] as const;
export const IMAGE_ASPECT = { width: 4, height: 5 } as const;

const widthPattern = /^(.*)-(\d+)\.webp$/;

function parseImage(url: string): { base: string; width: number } | undefined {
  const match = widthPattern.exec(url);
  if (!match?.[1] || !match[2]) return undefined;
  const width = Number(match[2]);
  return (IMAGE_WIDTHS as readonly number[]).includes(width) ? { base: match[1], width } : undefined;
}

/**
 * The `sizes` of the storefront's first-screen images: the home carousel, the listing grid and
 * the product gallery. The server preloads the same image with the same sizes (seo module), so
 * they live here once: with other sizes the browser would pick another width and waste the preload.
 */
export const IMAGE_SIZES = {
  home: '(min-width: 1024px) 260px, (min-width: 768px) 30vw, (min-width: 640px) 40vw, 68vw',
  category: '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw',
  product: '(min-width: 1280px) 620px, (min-width: 768px) 50vw, 100vw',
} as const;

/** `srcset` for an image URL: every width up to the stored one; '' for foreign URLs. */
export function srcSet(url: string): string {
  const parsed = parseImage(url);
  if (!parsed) return '';
  return IMAGE_WIDTHS.filter((w) => w <= parsed.width)
    .map((w) => `${parsed.base}-${w}.webp ${w}w`)
    .join(', ');
}

/** The smallest stored width at least `width` wide (e.g. a 320 thumbnail); the URL itself otherwise. */
export function imageAtWidth(url: string, width: number): string {
  const parsed = parseImage(url);
  if (!parsed) return url;
  const best = IMAGE_WIDTHS.find((w) => w >= width && w <= parsed.width) ?? parsed.width;
  return `${parsed.base}-${best}.webp`;
}

/** How a listing may be sorted (`sort=`); anything else is the default, newest first. */
export const LISTING_SORTS = ['newest', 'price-asc', 'price-desc', 'best-selling'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** What a listing is narrowed to, as its URL and `/api/products` write it (decision 042). */
export type ListingFilters = {
  sort: ListingSort;
  /** Sizes in stock; empty for any. */
  size: string[];
  /** Colour keys (lower case: `black`); empty for any. */
  color: string[];
  minPrice?: number;
  maxPrice?: number;
};

const LISTING_VALUES_MAX = 12;

const listOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value])
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v && v.length <= 40);

const priceOf = (value: unknown): number | undefined => {
  const text = typeof value === 'string' ? value.replace(/[၀-၉]/g, (d) => String(d.charCodeAt(0) - 0x1040)).trim() : '';
  if (!/^\d{1,9}$/.test(text)) return undefined;
  return Number(text);
};

/**
 * A listing's sort and filters from query values as they come (a shared link, a hand-typed URL):
 * an unknown sort is the default, values that are not sizes, colours or prices are left out, a
 * price range the wrong way round is swapped. Never an error: a shared link always opens.
 */
export function listingFilters(query: Record<string, unknown>): ListingFilters {
  const sort = LISTING_SORTS.find((s) => s === query.sort) ?? 'newest';
  const size = [...new Set(listOf(query.size).map((s) => s.toUpperCase()))].slice(0, LISTING_VALUES_MAX);
  const color = [...new Set(listOf(query.color).map((c) => c.toLowerCase()))].slice(0, LISTING_VALUES_MAX);
  let minPrice = priceOf(query.minPrice);
  let maxPrice = priceOf(query.maxPrice);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    sort,
    size,
    color,
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
  };
}
