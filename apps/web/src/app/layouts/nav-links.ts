import { categorySlug, SHOP_CATEGORIES } from '@shop/shared/categories';
import { paths } from '@shop/shared/paths';

/** The Shop menu: the spec's 11 categories, each with its listing route. */
export const shopCategoryLinks = SHOP_CATEGORIES.map((name) => {
  const slug = categorySlug(name);
  return { name, slug, href: paths.category(slug) };
});

/** Pages linked from the footer (and, in part, the mobile menu); labels live in shell.json. */
export const infoLinks = [
  { href: paths.about, labelKey: 'nav.about' },
  { href: paths.privacyPolicy, labelKey: 'nav.privacy' },
  { href: paths.terms, labelKey: 'nav.terms' },
  { href: paths.contact, labelKey: 'nav.contact' },
  { href: paths.faq, labelKey: 'nav.faq' },
  { href: paths.trackOrder, labelKey: 'nav.trackOrder' },
] as const;
