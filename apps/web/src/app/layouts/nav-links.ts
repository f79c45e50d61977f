import { categorySlug, SHOP_CATEGORIES } from '@shop/shared/categories';

/** The Shop menu: the spec's 11 categories, each with its listing route. */
export const shopCategoryLinks = SHOP_CATEGORIES.map((name) => {
  const slug = categorySlug(name);
  return { name, slug, href: `/product-category/${slug}` };
});

/** Pages linked from the footer (and, in part, the mobile menu); labels live in shell.json. */
export const infoLinks = [
  { href: '/about', labelKey: 'nav.about' },
  { href: '/privacy-policy', labelKey: 'nav.privacy' },
  { href: '/terms', labelKey: 'nav.terms' },
  { href: '/contact', labelKey: 'nav.contact' },
  { href: '/faq', labelKey: 'nav.faq' },
  { href: '/track-order', labelKey: 'nav.trackOrder' },
] as const;
