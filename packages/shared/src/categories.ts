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
