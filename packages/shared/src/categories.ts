import type { Language } from './language.ts';

/** The Shop menu of the header, in the spec's order. */
export const SHOP_CATEGORIES = [
  'Men',
  'Women',
  'New Arrivals',
  'Tees',
  'T-Shirts',
  'Hoodies',
  'Crewnecks',
  'Outwear',
  'Shorts',
  'Accessories',
  'All',
] as const;

/** Category route slug: the lower-cased name with spaces replaced by hyphens. */
export function categorySlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

const friendlyTitles: Record<string, string> = {
  men: "Men's Collection",
  women: "Women's Collection",
  kids: "Kids' Collection",
  children: "Kids' Collection",
  'new-arrivals': 'New Arrivals',
  't-shirts': 'T-Shirts',
  // The spec's slug keeps its spelling (/product-category/outwear); people read the word.
  outwear: 'Outerwear',
};

/** The same headings in Burmese; the menu's own short names are in the web app's catalogue. */
const burmeseTitles: Record<string, string> = {
  men: 'အမျိုးသားများအတွက်',
  women: 'အမျိုးသမီးများအတွက်',
  kids: 'ကလေးများအတွက်',
  children: 'ကလေးများအတွက်',
  'new-arrivals': 'အသစ်ရောက်ပစ္စည်းများ',
  tees: 'တီရှပ်',
  't-shirts': 'တီရှပ်များ',
  hoodies: 'ဟူဒီ',
  crewnecks: 'လည်ပတ်ဆွယ်တာ',
  outwear: 'အပေါ်ထပ်အင်္ကျီ',
  shorts: 'ဘောင်းဘီတို',
  accessories: 'အဆင်တန်ဆာ',
  all: 'ပစ္စည်းအားလုံး',
};

/**
 * Listing heading for a category slug, in the reader's language; any other slug (a category
 * the owner typed) is title-cased as it is written.
 */
export function categoryTitle(slug: string, language: Language = 'en'): string {
  const key = slug.toLowerCase();
  if (language === 'my' && burmeseTitles[key]) return burmeseTitles[key];
  return (
    friendlyTitles[key] ??
    key
      .split('-')
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}
