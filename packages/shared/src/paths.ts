/**
 * The shop's addresses, written once (rule 1): `paths` are the pages the web app links and
 * navigates to and the server names in canonical links, mails and the sitemap; `api` are the URLs
 * the app fetches and the server preloads (decision 019). A fixed address is a string, one with
 * parameters a function. Ids and slugs go through encodeURIComponent; query strings through
 * URLSearchParams in the order written here, without the empty values. These are the wire
 * contract: `paths.test.ts` pins each one as it is sent. `api` holds what the first screens ask
 * for (the catalogue, the cart, favourites, sign-out); the API of the screens a shopper reaches
 * later is `customerApi` in `customer-paths.ts`, and the owner's screens and their API are in
 * `admin-paths.ts`, so that the storefront's first load does not carry them.
 */

import type { ListingSearch } from './listing-rules.ts';

export type { ListingSearch };

const enc = encodeURIComponent;

type Query = Record<string, string | number | null | undefined | readonly string[]>;

// Node and every browser have URLSearchParams; shared's ES-only `lib` does not declare it.
const SearchParams = (
  globalThis as unknown as {
    URLSearchParams: new () => { append(key: string, value: string): void; toString(): string };
  }
).URLSearchParams;

/** `path?a=1&b=2`, leaving out empty values (and the `?` when none is left); a list repeats its key. */
export function withQuery(path: string, query: Query): string {
  const params = new SearchParams();
  for (const [key, value] of Object.entries(query))
    for (const one of Array.isArray(value) ? value : [value])
      if (one !== undefined && one !== null && one !== '') params.append(key, String(one));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A listing's search words, sort and filters as its addresses write them: in one order, the
 * default sort left out, so a page's address, its canonical link and its API call are each one
 * string for one listing (decision 042).
 */
const listingQuery = ({ q, sort, size, color, minPrice, maxPrice }: ListingSearch = {}): Query => ({
  q: q?.trim(),
  sort: sort === 'newest' ? undefined : sort,
  size,
  color,
  minPrice,
  maxPrice,
});

export const paths = {
  home: '/',
  /** Every product, a page at a time (`/shop` itself redirects to page 1), searched, sorted and filtered. */
  shop: (page = 1, search?: ListingSearch) => withQuery(`/shop/page/${page}`, listingQuery(search)),
  /** The spec's address of every product: the server answers it with a redirect to `shop()`'s first page. */
  allProducts: '/shop',
  /** A category's listing; its first page is the category's own address. */
  category: (slug: string, page = 1, search?: ListingSearch) =>
    withQuery(`/product-category/${enc(slug)}${page > 1 ? `/page/${page}` : ''}`, listingQuery(search)),
  /** A product, opened on a colour when one is given. */
  product: (id: string, color?: string | null) => `/product/${enc(id)}${color ? `?color=${enc(color)}` : ''}`,
  about: '/about',
  terms: '/terms',
  privacyPolicy: '/privacy-policy',
  faq: '/faq',
  contact: '/contact',
  cart: '/cart',
  checkout: '/checkout',
  trackOrder: '/track-order',
  orderSuccess: (orderId: string) => `/order-success/${enc(orderId)}`,
  /** Paying an order by KBZ Pay. */
  qr: (orderId: string) => `/qr/${enc(orderId)}`,
  /** Sign in (or up), coming back to `next` afterwards when given. */
  signIn: (next?: string) => (next ? `/profile/loginPage?next=${enc(next)}` : '/profile/loginPage'),
  login: '/login',
  forgotPassword: '/forgot-password',
  /** The mailed reset link's page. */
  resetPassword: (userId: string, token: string) => `/reset-password/${enc(userId)}/${enc(token)}`,
  profile: '/profile',
  /** Where the mailed verification link lands, with how it went. */
  emailVerified: (status: string) => `/profile?verified=${enc(status)}`,
  orders: '/profile/order',
  order: (orderId: string) => `/order/${enc(orderId)}`,
  addresses: '/profile/addresses',
  accountDetails: '/profile/details',
  favourites: '/profile/favourites',
} as const;

export const api = {
  /**
   * The storefront grid: one card per colour, page by page, of a category or (none) of every
   * product, searched, sorted and filtered (the page's own `search`, written in the same order).
   */
  products: ({ page, category, search }: { page: number; category?: string | null; search?: ListingSearch }) =>
    withQuery('/api/products', { page, category, ...listingQuery(search) }),
  /** The sizes in stock and the colours of a listing's products before its filters (the filter sheet's choices). */
  productFacets: ({ category, q }: { category?: string | null; q?: string | null }) =>
    withQuery('/api/products/facets', { category, q: q?.trim() }),
  product: (id: string) => `/api/products/${enc(id)}`,
  newestProducts: (limit: number) => withQuery('/api/products/newest', { limit }),
  searchProducts: (q: string, limit: number) => withQuery('/api/products/search', { q, limit }),
  favorites: '/api/favorites',
  favorite: (productId: string) => `/api/favorites/${enc(productId)}`,
  favoriteCheck: (productId: string) => `/api/favorites/check/${enc(productId)}`,
  favoriteToggle: '/api/favorites/toggle',
  logout: '/api/auth/logout',
  cart: '/api/auth/cart',
  cartAdd: '/api/auth/cart/add',
  cartMerge: '/api/auth/cart/merge',
  cartLine: (lineId: string) => `/api/auth/cart/${enc(lineId)}`,
} as const;

/**
 * The pages the server fills with preloads of what their first screen fetches (decision 019); the
 * web build names each one's chunk in `dist/.vite/preload-chunks.json` for the server to find.
 */
export const PRELOADED_PAGES = ['home', 'category', 'product'] as const;
export type PreloadedPage = (typeof PRELOADED_PAGES)[number];
