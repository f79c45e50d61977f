import { sql } from 'drizzle-orm';
import { categoryTitle, categorySlug, SHOP_CATEGORIES } from '@shop/shared/categories';
import { formatMMK } from '@shop/shared/money';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { htmlToText } from '../catalog/catalog-html.ts';
import { getProduct } from '../catalog/catalog.service.ts';
import type { PageHead } from './html-head.ts';

const DESCRIPTION_LENGTH = 160;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

/** The head of `/product/{id}`, or undefined for an unknown or malformed id. */
export async function productHead(db: Db, publicUrl: string, id: string): Promise<PageHead | undefined> {
  const product = await getProduct(db, id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
    throw error;
  });
  if (!product) return undefined;
  const canonical = `${publicUrl}/product/${product._id}`;
  const image = product.images[0] ? new URL(product.images[0], `${publicUrl}/`).toString() : undefined;
  const text = product.description || htmlToText(product.details);
  const description = clip(`${formatMMK(product.price)} · ${text || `${product.subCategory} by ${product.brand}`}`);
  return {
    title: product.itemName,
    description,
    canonical,
    image,
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.itemName,
      description: clip(text || product.itemName),
      ...(image ? { image: [image] } : {}),
      ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
      category: product.subCategory || product.mainCategory,
      offers: {
        '@type': 'Offer',
        url: canonical,
        priceCurrency: 'MMK',
        price: product.price,
        availability: product.totalStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    },
  };
}

/** The head of a category listing (any slug: unknown ones are a text filter, as in the grid). */
export function categoryHead(publicUrl: string, slug: string, page: number): PageHead {
  const title = categoryTitle(slug);
  const base = `${publicUrl}/product-category/${encodeURIComponent(slug.toLowerCase())}`;
  return {
    title: page > 1 ? `${title} – page ${page}` : title,
    description: `${title} at STREETWEAR MM: streetwear for Myanmar, prices in MMK, cash on delivery.`,
    canonical: page > 1 ? `${base}/page/${page}` : base,
  };
}

const xmlEscape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** `/sitemap.xml`: home, shop, the menu's categories, the static pages and every product. */
export async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  const { rows } = await db.execute<{ id: string; updated_at: Date }>(
    sql`select id, updated_at from products order by created_at desc`,
  );
  const pages = ['/', '/shop/page/1', '/about', '/faq', '/contact', '/terms', '/privacy-policy'];
  const categories = SHOP_CATEGORIES.map((name) => `/product-category/${categorySlug(name)}`);
  const entries = [
    ...[...pages, ...categories].map((path) => `<url><loc>${xmlEscape(publicUrl + path)}</loc></url>`),
    ...rows.map(
      (row) =>
        `<url><loc>${xmlEscape(`${publicUrl}/product/${row.id}`)}</loc><lastmod>${new Date(row.updated_at).toISOString()}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /profile',
    'Disallow: /checkout',
    'Disallow: /cart',
    'Disallow: /api/',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
