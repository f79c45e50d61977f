import { sql, type SQL } from 'drizzle-orm';
import { NEW_ARRIVAL_DAYS, type ListingFilters, type ListingSort } from '@shop/shared/catalog';
import { isShopWord, searchWords } from '@shop/shared/search-words';
import { containsPattern } from '../../db/like.ts';

/**
 * The shop's category rules, in one place, as SQL over `products p`
 * (case-insensitive; `p.category_text` is mainCategory + subCategory, trigram indexed).
 */

const genderRules: Record<string, readonly string[]> = {
  men: ['men', 'male', 'man'],
  male: ['men', 'male', 'man'],
  women: ['women', 'female', 'woman'],
  female: ['women', 'female', 'woman'],
};

const tees = ['tee', 't-shirt', 'tshirt', 't shirt'];
const outerwear = ['outwear', 'outerwear', 'jacket'];

/** Words matched as substrings of mainCategory or subcategory. */
const textRules: Record<string, readonly string[]> = {
  tees,
  't-shirts': tees,
  hoodies: ['hoodie', 'hoody'],
  crewnecks: ['crewneck', 'crew neck', 'crew-neck'],
  outwear: outerwear,
  outerwear,
  shorts: ['shorts'],
  accessories: ['accessor'],
};

function categoryTextMatches(words: readonly string[]): SQL {
  return sql`(${sql.join(
    words.map((word) => sql`p.category_text ilike ${containsPattern(word)}`),
    sql` or `,
  )})`;
}

/** Normalised slug, or null for "everything" (absent, empty or 'all'). */
export function normaliseCategory(slug: string | undefined): string | null {
  const key = slug?.normalize('NFC').trim().toLowerCase();
  return !key || key === 'all' ? null : key;
}

/** Slugs the grid has a rule of its own for: the menu's, and their other spellings. */
export function isRuleCategory(key: string): boolean {
  return key === 'new-arrivals' || Object.hasOwn(genderRules, key) || Object.hasOwn(textRules, key);
}

/** A category name as its URL writes it (`categorySlug`): trimmed, lower case, spaces as hyphens. */
const slugOf = (column: SQL) => sql`regexp_replace(lower(btrim(${column})), '[[:space:]]+', '-', 'g')`;

/**
 * WHERE fragment over `products p`: the product's main category or subcategory, as the product
 * page links to it, or its gender, is exactly `key` (a normalised slug).
 */
export function namesCategory(key: string): SQL {
  return sql`(lower(p.gender) = ${key} or ${slugOf(sql`p.main_category`)} = ${key} or ${slugOf(sql`p.sub_category`)} = ${key})`;
}

/** WHERE fragment for a category slug; `true` for everything. */
export function categoryFilter(slug: string | undefined): SQL {
  const key = normaliseCategory(slug);
  if (!key) return sql`true`;
  const genders = genderRules[key];
  if (genders)
    return sql`lower(p.gender) in (${sql.join(
      genders.map((g) => sql`${g}`),
      sql`, `,
    )})`;
  if (key === 'new-arrivals') return sql`p.created_at >= now() - make_interval(days => ${NEW_ARRIVAL_DAYS})`;
  const words = textRules[key];
  if (words) return categoryTextMatches(words);
  // Any other slug: a substring of mainCategory or subcategory, or exactly the gender.
  const spaced = key.replace(/-/g, ' ');
  return sql`(${categoryTextMatches(spaced === key ? [key] : [key, spaced])} or lower(p.gender) = ${key})`;
}

/** Words shorter than this are matched as written, never as a near spelling (too many near words). */
const FUZZY_FROM = 4;

type Word = { word: string; patterns: string[] };

function wordsOf(q: string | undefined): Word[] {
  return searchWords(q?.trim() ?? '').map((alternatives) => ({
    word: alternatives[0]!,
    patterns: alternatives.map(containsPattern),
  }));
}

const anyOf = (column: SQL, patterns: readonly string[]) =>
  sql`(${sql.join(
    patterns.map((pattern) => sql`${column} ilike ${pattern}`),
    sql` or `,
  )})`;

/**
 * Products whose text holds the word (or a word of the same meaning), or a word within one slip
 * of it (pg_trgm's word similarity): each is a condition the trigram index answers.
 */
function productsWith({ word, patterns }: Word): SQL {
  const near = [...word].length >= FUZZY_FROM && !isShopWord(word) ? sql` or ${word} <% search_text` : sql``;
  return sql`select id from products where ${anyOf(sql`search_text`, patterns)}${near}`;
}

/**
 * The palette's colours a word names, in English or Burmese (`အနက်` is in `အနက်ရောင်`): the
 * owner's own names, so a colour added or renamed is found at once (decision 043).
 */
const paletteWith = (patterns: readonly string[]) =>
  sql`select key from colours where ${anyOf(sql`name`, patterns)} or ${anyOf(sql`name_my`, patterns)}`;

/**
 * WHERE fragment for free-text search over `products p` joined to `product_variants v`: every
 * word matches the product's names (both languages), categories or Burmese description, or this
 * colour. Each side is an indexed sub-select.
 */
export function cardSearchFilter(q: string | undefined): SQL {
  const words = wordsOf(q);
  if (!words.length) return sql`true`;
  return sql.join(
    words.map((w) => sql`(p.id in (${productsWith(w)}) or v.color_key in (${paletteWith(w.patterns)}))`),
    sql` and `,
  );
}

/** Same as `cardSearchFilter`, product-level: any of its colours may match. */
export function productSearchFilter(q: string): SQL {
  const words = wordsOf(q);
  if (!words.length) return sql`true`;
  return sql.join(
    words.map(
      (w) => sql`(p.id in (${productsWith(w)})
        or p.id in (select product_id from product_variants where color_key in (${paletteWith(w.patterns)})))`,
    ),
    sql` and `,
  );
}

/**
 * The admin's product search: the whole text as typed, a substring of the names, categories or
 * Burmese description, or of a colour (the owner looks for "Product 0", not for its words).
 */
export function productPhraseFilter(text: string): SQL {
  const pattern = containsPattern(text);
  return sql`(p.id in (select id from products where search_text ilike ${pattern})
    or p.id in (select product_id from product_variants where color ilike ${pattern}))`;
}

/** A card's colour as a filter names it (`color=black`): its palette key (decision 043), indexed. */
export const colorKeyOf = (variant: SQL) => sql`${variant}.color_key`;

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * WHERE fragment over `products p` joined to `product_variants v` for a listing's filters: sizes in
 * stock of this colour, its colour, the price range. A size or colour the shop has nowhere is left
 * out (a set of only such values filters nothing), decided inside the same statement.
 */
export function listingFilter(filters: ListingFilters | undefined): SQL {
  if (!filters) return sql`true`;
  const parts: SQL[] = [];
  if (filters.size.length) {
    const sizes = textArray(filters.size);
    // Sizes compare without case: the link writes them upper-cased, a set's own may not be ("Free size").
    parts.push(sql`(not exists (select from variant_stock ks where upper(ks.size) = any(${sizes}))
      or exists (select from variant_stock s where s.variant_id = v.id and upper(s.size) = any(${sizes}) and s.stock > 0))`);
  }
  if (filters.color.length) {
    const colors = textArray(filters.color);
    parts.push(sql`(not exists (select from product_variants kv where ${colorKeyOf(sql`kv`)} = any(${colors}))
      or ${colorKeyOf(sql`v`)} = any(${colors}))`);
  }
  if (filters.minPrice !== undefined) parts.push(sql`p.price >= ${filters.minPrice}`);
  if (filters.maxPrice !== undefined) parts.push(sql`p.price <= ${filters.maxPrice}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** Units of each product delivered in the last 30 days: the best-selling sort's measure. */
export const deliveredUnits = sql`select oi.product_id, sum(oi.quantity)::int as units
  from order_items oi join orders o on o.order_id = oi.order_id
  where o.status = 'delivered' and exists (select from order_timeline t
    where t.order_id = o.order_id and t.to_status = 'delivered' and t.at >= now() - interval '30 days')
  group by oi.product_id`;

/** ORDER BY of a listing's cards over `p`, `v` (and `sold` for best-selling); ties newest first, then the shop's colour order. */
export function listingOrder(sort: ListingSort | undefined): SQL {
  const then = sql`p.created_at desc nulls last, p.id, v.position, v.id`;
  switch (sort) {
    case 'price-asc':
      return sql`p.price asc, ${then}`;
    case 'price-desc':
      return sql`p.price desc, ${then}`;
    case 'best-selling':
      return sql`coalesce(sold.units, 0) desc, ${then}`;
    default:
      return then;
  }
}

/** Order of search results: products whose name holds a word first (`true` sorts before `false`). */
export function nameMatchesFirst(q: string | undefined): SQL {
  const patterns = wordsOf(q).flatMap((w) => w.patterns);
  if (!patterns.length) return sql``;
  return sql`(${anyOf(sql`p.item_name`, patterns)} or ${anyOf(sql`p.item_name_my`, patterns)}) desc, `;
}

/** Prefer a variant whose colour a word names (the colour a search result shows). */
export function colourMatchesFirst(q: string): SQL {
  const patterns = wordsOf(q).flatMap((w) => w.patterns);
  return patterns.length ? sql`v.color_key in (${paletteWith(patterns)}) desc` : sql`v.position`;
}
