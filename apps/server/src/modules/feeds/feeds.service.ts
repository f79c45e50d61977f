import { sql, type SQL } from 'drizzle-orm';
import type { FeedItem } from '@shop/shared/feeds';
import type { Language } from '@shop/shared/language';
import { paths } from '@shop/shared/paths';
import type { Db } from '../../db/client.ts';
import { publicImageUrl } from '../../lib/public-urls.ts';
import { DEFAULT_SHOP_NAME } from '@shop/shared/shop-rules';
import { htmlToText, imagesOf } from '../catalog/index.ts';

type FeedRow = {
  product_id: string;
  variant_id: string;
  title: string;
  description: string;
  details: string;
  brand: string;
  main_category: string;
  sub_category: string;
  gender: 'male' | 'female' | 'unisex';
  price: number;
  color: string;
  images: string[];
  /** The product's first image of any colour: a colour without pictures shows it. */
  product_image: string | null;
  size: string;
  stock: number;
};

/**
 * Google's product taxonomy for the shop's categories (Meta takes the same names), matched on the
 * product's category text as the storefront's category rules match it.
 */
const TAXONOMY: [RegExp, string][] = [
  [/accessor|cap|hat|bag|sock/i, 'Apparel & Accessories > Clothing Accessories'],
  [/shoe|sneaker|slide/i, 'Apparel & Accessories > Shoes'],
  [/outwear|outerwear|jacket|coat/i, 'Apparel & Accessories > Clothing > Outerwear'],
  [/short/i, 'Apparel & Accessories > Clothing > Shorts'],
  [/pant|trouser|jogger|jean/i, 'Apparel & Accessories > Clothing > Pants'],
  [/tee|t-?shirt|t shirt|hood|crew|sweat|shirt|top/i, 'Apparel & Accessories > Clothing > Shirts & Tops'],
];

export function productCategory(mainCategory: string, subCategory: string): string {
  const text = `${mainCategory} ${subCategory}`;
  return TAXONOMY.find(([pattern]) => pattern.test(text))?.[1] ?? 'Apparel & Accessories > Clothing';
}

/**
 * The product's name and description in the feed's language. The catalogue holds English text
 * only so far; Burmese columns, once products have them, are read here with English as the fallback.
 */
/** A text in the feed's language, the other language's where the product has none (as `inLanguage` does on the pages). */
const inFeedLanguage = (language: Language, english: SQL, burmese: SQL) =>
  language === 'my'
    ? sql`coalesce(nullif(${burmese}, ''), ${english})`
    : sql`coalesce(nullif(${english}, ''), ${burmese})`;

const textColumns = (
  language: Language,
) => sql`${inFeedLanguage(language, sql`p.item_name`, sql`p.item_name_my`)} as title,
  ${inFeedLanguage(language, sql`p.description`, sql`p.description_my`)} as description,
  ${inFeedLanguage(language, sql`p.details`, sql`p.details_my`)} as details`;

/** Every product, colour and size the shop sells, in the storefront's order: one statement. */
async function feedRows(db: Db, language: Language): Promise<FeedRow[]> {
  const { rows } = await db.execute<FeedRow>(sql`
    select p.id as product_id, v.id as variant_id, ${textColumns(language)}, p.brand, p.main_category,
      p.sub_category, p.gender, p.price, v.color, ${imagesOf(sql`v.id`)} as images,
      (select i.url from variant_images i join product_variants pv on pv.id = i.variant_id
        where pv.product_id = p.id order by pv.position, pv.id, i.position limit 1) as product_image,
      s.size, s.stock
    from products p
    join product_variants v on v.product_id = p.id
    join variant_stock s on s.variant_id = v.id
    order by p.created_at desc nulls last, p.id, v.position, v.id, s.position, s.size`);
  return rows;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The feed's items: one per product, colour and size, with absolute links and images. An item
 * with no picture at all is left out (both services refuse an item without an image).
 */
export async function feedItems(
  db: Db,
  options: { language: Language; publicUrl: string; apiPublicUrl?: string },
): Promise<FeedItem[]> {
  const { publicUrl, apiPublicUrl } = options;
  const absolute = (url: string) => new URL(publicImageUrl(apiPublicUrl, url), `${publicUrl}/`).toString();
  const rows = await feedRows(db, options.language);
  return rows.flatMap((row) => {
    const images = row.images.length ? row.images : row.product_image ? [row.product_image] : [];
    const [first, ...more] = images;
    if (!first) return [];
    const description = oneLine(row.description) || oneLine(htmlToText(row.details)) || row.title;
    return [
      {
        id: `${row.variant_id}_${row.size}`,
        item_group_id: row.product_id,
        title: oneLine(row.title),
        description: description.slice(0, 5000),
        availability: row.stock > 0 ? 'in stock' : 'out of stock',
        condition: 'new',
        price: `${row.price} MMK`,
        sale_price: '',
        link: publicUrl + paths.product(row.product_id, row.color),
        image_link: absolute(first),
        additional_image_link: more.slice(0, 10).map(absolute).join(','),
        brand: row.brand.trim() || DEFAULT_SHOP_NAME,
        color: row.color,
        size: row.size,
        gender: row.gender,
        age_group: 'adult',
        google_product_category: productCategory(row.main_category, row.sub_category),
      },
    ];
  });
}
