import { categorySlug } from '@shop/shared/categories';
import { categoryTitle } from '@shop/shared/category-titles';
import type { Product } from '@shop/shared/catalog';
import type { Language } from '@shop/shared/language';
import { paths } from '@shop/shared/paths';
import { messages } from '../../lib/i18n.ts';

/**
 * schema.org data search engines read from a page's head (decision 042): the product with one
 * Offer per colour and size, the breadcrumbs a page shows, and the shop itself on the home page.
 */

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

export type Crumb = { name: string; url: string };

export function breadcrumbList(crumbs: Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** The product page's breadcrumbs, as the page shows them: home, the product's category, the product. */
export function productCrumbs(publicUrl: string, product: Product, language: Language): Crumb[] {
  const category = product.subCategory || product.mainCategory;
  const slug = category ? categorySlug(category) : '';
  return [
    { name: messages(language).head.home, url: publicUrl + paths.home },
    ...(slug ? [{ name: categoryTitle(slug, language), url: publicUrl + paths.category(slug) }] : []),
    { name: product.itemName, url: publicUrl + paths.product(product._id) },
  ];
}

/** A listing's breadcrumbs: home, the category. */
export function categoryCrumbs(publicUrl: string, slug: string, language: Language): Crumb[] {
  return [
    { name: messages(language).head.home, url: publicUrl + paths.home },
    { name: categoryTitle(slug, language), url: publicUrl + paths.category(slug) },
  ];
}

/**
 * One Offer per colour and size (the feeds' items: `sku` is the same id), each with its own
 * availability; a product with no sizes yet has one Offer, out of stock.
 */
export function productOffers(publicUrl: string, product: Product): object[] {
  const offer = (fields: object) => ({ '@type': 'Offer', priceCurrency: 'MMK', price: product.price, ...fields });
  const offers = product.variants.flatMap((variant) =>
    variant.sizes.map((size) =>
      offer({
        sku: `${variant._id}_${size.size}`,
        name: `${variant.color} / ${size.size}`,
        url: publicUrl + paths.product(product._id, variant.color),
        availability: size.stock > 0 ? IN_STOCK : OUT_OF_STOCK,
        itemCondition: 'https://schema.org/NewCondition',
      }),
    ),
  );
  return offers.length ? offers : [offer({ url: publicUrl + paths.product(product._id), availability: OUT_OF_STOCK })];
}

/** The shop as an Organization (the home page): its name, address, logo and how to reach it. */
export function organization(publicUrl: string, shop: { name: string; email: string }): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.name,
    url: publicUrl + paths.home,
    logo: `${publicUrl}/favicon.svg`,
    email: shop.email,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: shop.email,
      url: publicUrl + paths.contact,
      availableLanguage: ['English', 'Burmese'],
    },
  };
}
