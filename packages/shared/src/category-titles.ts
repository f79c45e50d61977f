import type { Language } from './language.ts';

// The headings of categories and kinds of goods, apart from the menu's list (categories.ts): the
// header loads that list on every page, these only the pages that show a heading (listing, product).

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
  // The kinds of goods a product is filed under (its main and sub category, typed by the owner):
  // the product page's breadcrumb and the kind's own listing. A kind not here shows as typed.
  't-shirt': 'တီရှပ်',
  tee: 'တီရှပ်',
  'boxy-tee': 'ဘောက်စီ တီရှပ်',
  'crop-tee': 'ခါးတို တီရှပ်',
  'graphic-tee': 'ပုံနှိပ် တီရှပ်',
  'long-sleeve-tee': 'လက်ရှည် တီရှပ်',
  'oversized-tee': 'အိုဗာဆိုက် တီရှပ်',
  'pocket-tee': 'အိတ်ကပ်ပါ တီရှပ်',
  'ringer-tee': 'အနားရောင်စပ် တီရှပ်',
  sweater: 'ဆွယ်တာ',
  crewneck: 'လည်ပတ်ဆွယ်တာ',
  hoodie: 'ဟူဒီ',
  'fleece-hoodie': 'ဖလိစ် ဟူဒီ',
  'zip-hoodie': 'ဇစ်ပါ ဟူဒီ',
  outerwear: 'အပေါ်ထပ်အင်္ကျီ',
  'outerwear-jacket': 'ဂျာကင်',
  'coach-jacket': 'ကုတ်ချ် ဂျာကင်',
  'track-jacket': 'အားကစား ဂျာကင်',
  'varsity-jacket': 'ဗာစီတီ ဂျာကင်',
  'fleece-shorts': 'ဖလိစ် ဘောင်းဘီတို',
  'lounge-shorts': 'အိမ်နေ ဘောင်းဘီတို',
  'mesh-shorts': 'ဇာကွက် ဘောင်းဘီတို',
  'sweat-shorts': 'ချည်သား ဘောင်းဘီတို',
  shoe: 'ဖိနပ်',
  sneakers: 'ရှူးဖိနပ်',
  slides: 'ဆလိုက် ဖိနပ်',
  socks: 'ခြေအိတ်',
  accessory: 'အဆင်တန်ဆာ',
  cap: 'ဦးထုပ်',
  beanie: 'သိုးမွေး ဦးထုပ်',
  'bucket-hat': 'ဘတ်ကက် ဦးထုပ်',
  'shoulder-bag': 'လွယ်အိတ်',
  'tote-bag': 'ပိတ်အိတ်',
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
