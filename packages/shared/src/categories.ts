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
};

/** Listing heading for a category slug; any other slug is title-cased. */
export function categoryTitle(slug: string): string {
  const key = slug.toLowerCase();
  return (
    friendlyTitles[key] ??
    key
      .split('-')
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}
