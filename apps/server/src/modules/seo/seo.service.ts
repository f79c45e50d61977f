import { sql } from 'drizzle-orm';
import { categorySlug, SHOP_CATEGORIES } from '@shop/shared/categories';
import { categoryTitle } from '@shop/shared/category-titles';
import { formatMMK } from '@shop/shared/money';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { publicImageUrl } from '../../lib/public-urls.ts';
import { htmlToText } from '../catalog/index.ts';
import { getShopSettings } from '../shop/index.ts';
import { DEFAULT_SHOP_NAME, shopName } from '@shop/shared/shop-rules';
import { CAROUSEL_SIZE } from '@shop/shared/catalog-rules';
import { inLanguage, type Product } from '@shop/shared/catalog';
import { getProduct, listingFacets, listProducts, newestProducts } from '../catalog/index.ts';
import type { Language } from '@shop/shared/language';
import { messages } from '../../lib/i18n.ts';
import type { PageHead } from './html-head.ts';
import { imagePreload, type PagePreloads } from './page-preloads.ts';
import { api, paths, type ListingSearch } from '@shop/shared/paths';
import { listingTitle } from '@shop/shared/listing-rules';
import { breadcrumbList, categoryCrumbs, productCrumbs, productOffers } from './structured-data.ts';

const DESCRIPTION_LENGTH = 160;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

/** The shop's name in `language` from its settings (kept in memory); the default name when they cannot be read. */
export function siteNameIn(db: Db, language: Language): Promise<string> {
  return getShopSettings(db).then(
    (shop) => shopName(shop, language),
    () => DEFAULT_SHOP_NAME,
  );
}

/** The product of `/product/{id}`, or undefined for an unknown or malformed id. */
export async function findProduct(db: Db, id: string): Promise<Product | undefined> {
  return getProduct(db, id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
    throw error;
  });
}

/** The head of `/product/{id}`. */
export function productHead(
  publicUrl: string,
  product: Product,
  apiPublicUrl?: string,
  language: Language = 'en',
): PageHead {
  const canonical = publicUrl + paths.product(product._id);
  const first = product.images[0];
  const image = first ? new URL(publicImageUrl(apiPublicUrl, first), `${publicUrl}/`).toString() : undefined;
  const name = inLanguage(language, product.itemName, product.itemNameMy);
  const text =
    inLanguage(language, product.description, product.descriptionMy) ||
    htmlToText(inLanguage(language, product.details, product.detailsMy));
  const fallback = messages(language).head.productFallback(product.subCategory, product.brand);
  const description = clip(`${formatMMK(product.price, language)} · ${text || fallback}`);
  return {
    title: name,
    description,
    canonical,
    image,
    type: 'product',
    language,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name,
        description: clip(text || name),
        ...(image ? { image: [image] } : {}),
        ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
        category: product.subCategory || product.mainCategory,
        productGroupID: product._id,
        offers: productOffers(publicUrl, product),
      },
      breadcrumbList(productCrumbs(publicUrl, product, language)),
    ],
  };
}

/**
 * What the product page fetches first: the product (`api.product`, as `fetchProduct` asks for it)
 * and the first image of the colour it opens on (`?color=`, else the first colour), as
 * `ProductView` picks it.
 */
export function productPreloads(
  product: Product,
  id: string,
  color: string | undefined,
): Omit<PagePreloads, 'modules'> {
  const wanted = color?.toLowerCase();
  // A link names the colour by its palette key (decision 043), an older one by its name.
  const variant =
    (wanted && product.variants.find((v) => v.colorKey === wanted || v.color.toLowerCase() === wanted)) ||
    product.variants[0];
  const images = variant?.images ?? product.images;
  return { data: api.product(id), image: imagePreload(images[0], 'product') };
}

/** What the home page fetches first: the carousel's products and the first one's image. */
export async function homePreloads(db: Db): Promise<Omit<PagePreloads, 'modules'>> {
  const { items } = await newestProducts(db, CAROUSEL_SIZE);
  return { data: api.newestProducts(CAROUSEL_SIZE), image: imagePreload(items[0]?.images[0], 'home') };
}

/** The category a listing's slug lists: none (every product) for `all` or no slug. */
const listedCategory = (slug: string | undefined) =>
  !slug || slug.toLowerCase() === 'all' ? undefined : slug.toLowerCase();

/**
 * A listing page (`/shop/page/{n}`, `/product-category/{slug}[/page/{n}]`, searched, sorted and
 * filtered by its query) with what its first screen fetches (the grid's page, `api.products` as
 * `fetchProductListing` asks for it: no category for everything) and its first card's image;
 * undefined when the address is no page: a page number the grid refuses, or one past the last of
 * the listing as filtered (page 1 is always a page, empty or not).
 */
export async function listingPage(
  db: Db,
  slug: string | undefined,
  pageNum: string | undefined,
  search: ListingSearch = {},
): Promise<{ page: number; preloads: Omit<PagePreloads, 'modules'> } | undefined> {
  if (pageNum !== undefined && !/^[1-9]\d{0,5}$/.test(pageNum)) return undefined;
  const page = Number(pageNum ?? 1);
  const category = listedCategory(slug);
  const { q, ...filters } = search;
  const listing = await listProducts(db, {
    category,
    page,
    ...(q ? { q } : {}),
    filters: { sort: 'newest', size: [], color: [], ...filters },
  });
  if (page > 1 && page > listing.totalPages) return undefined;
  const preloads = {
    data: api.products({ page, category, search }),
    image: imagePreload(listing.items[0]?.images[0], 'category'),
  };
  return { page, preloads };
}

/**
 * The names, in `language`, of the colours a listing's address chooses (it holds their palette
 * keys), as its filters offer them; a key the listing does not offer stays as it is. No query when
 * none is chosen.
 */
export async function chosenColours(
  db: Db,
  slug: string | undefined,
  search: ListingSearch,
  language: Language,
): Promise<string[]> {
  const keys = search.color ?? [];
  if (!keys.length) return [];
  const category = listedCategory(slug);
  const { colors } = await listingFacets(db, {
    ...(category ? { category } : {}),
    ...(search.q ? { q: search.q } : {}),
  });
  return keys.map((key) => {
    const colour = colors.find((c) => c.key === key);
    return colour ? inLanguage(language, colour.name, colour.nameMy) : key;
  });
}

/**
 * A listing's head: its title as the app's tab says it (`listingTitle`: the page's name, the sizes
 * and colours chosen, the page past the first), and its canonical link, the page's own address with
 * its search, sort and filters written in their one order (decision 042).
 */
function listingHead(
  name: string,
  canonical: string,
  page: number,
  language: Language,
  search: ListingSearch,
  colors: string[],
) {
  return {
    title: listingTitle(name, { size: search.size ?? [], colors }, page, language),
    description: messages(language).head.categoryDescription(name),
    canonical,
    language,
  };
}

/** The head of a category listing: only for a slug the shop has (`categoryExists`), which it titles. */
export function categoryHead(
  publicUrl: string,
  slug: string,
  page: number,
  language: Language = 'en',
  search: ListingSearch = {},
  colors: string[] = [],
): PageHead {
  const key = slug.toLowerCase();
  const canonical = publicUrl + paths.category(key, page, search);
  return {
    ...listingHead(categoryTitle(slug, language), canonical, page, language, search, colors),
    jsonLd: [breadcrumbList(categoryCrumbs(publicUrl, key, language))],
  };
}

/** The head of `/shop/page/{n}`: every product, or a search of them (its results), headed like a category. */
export function shopHead(
  publicUrl: string,
  page: number,
  language: Language,
  search: ListingSearch,
  colors: string[] = [],
): PageHead {
  const words = messages(language).head;
  const name = search.q ? words.searchResults(search.q) : words.allProducts;
  return listingHead(name, publicUrl + paths.shop(page, search), page, language, search, colors);
}

/** The shop's own pages that the server draws (about, terms, privacy policy, FAQ, contact). */
export const STATIC_PAGES = ['/about', '/terms', '/privacy-policy', '/faq', '/contact'] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

/** The head of one of the shop's own pages: its title as the page shows it, and what it is about. */
export function staticPageHead(publicUrl: string, page: StaticPage, language: Language): PageHead {
  const { title, description } = messages(language).head.pages[page];
  return { title, description, canonical: publicUrl + page, language };
}

/** The home page's head in the visitor's language: its title as the app's home sets it, the shop's description. */
export function homeHead(publicUrl: string, language: Language): PageHead {
  const words = messages(language).head;
  return { title: words.homeTitle, description: words.homeDescription, canonical: publicUrl + paths.home, language };
}

const xmlEscape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** `/sitemap.xml`: home, shop, the menu's categories, the static pages and every product. */
export async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  const { rows } = await db.execute<{ id: string; updated_at: Date }>(
    sql`select id, updated_at from products order by created_at desc`,
  );
  const pages = [paths.home, paths.shop(), paths.about, paths.faq, paths.contact, paths.terms, paths.privacyPolicy];
  const categories = SHOP_CATEGORIES.map((name) => paths.category(categorySlug(name)));
  const entries = [
    ...[...pages, ...categories].map((path) => `<url><loc>${xmlEscape(publicUrl + path)}</loc></url>`),
    ...rows.map(
      (row) =>
        `<url><loc>${xmlEscape(publicUrl + paths.product(row.id))}</loc><lastmod>${new Date(row.updated_at).toISOString()}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    `Disallow: ${paths.profile}`,
    `Disallow: ${paths.checkout}`,
    `Disallow: ${paths.cart}`,
    // A customer's own pages: an order's addresses carry its number, which is no page for a search engine.
    `Disallow: ${paths.orderSuccess('')}`,
    `Disallow: ${paths.order('')}`,
    `Disallow: ${paths.qr('')}`,
    'Disallow: /reset-password/',
    'Disallow: /api/',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
