/**
 * The shop's own contact links (zod-free: the storefront imports these). A phone is kept as
 * `normalizePhone` writes it: `09…` for Myanmar, `+` and digits for another country.
 */

/** `09771234567` → `+959771234567`; a foreign number as kept. */
export function internationalPhone(phone: string): string {
  return phone.startsWith('0') ? `+95${phone.slice(1)}` : phone;
}

/** Tap-to-call. */
export const callLink = (phone: string) => `tel:${internationalPhone(phone)}`;

/** Opens a Viber chat with the number (Viber's own scheme, on phones and desktops with Viber). */
export const viberLink = (phone: string) => `viber://chat?number=${encodeURIComponent(internationalPhone(phone))}`;

/** The shop as its storefront shows it: `GET /api/shop`. Empty text means "not set". */
export type PublicShop = {
  nameEn: string;
  nameMy: string;
  phone: string;
  address: string;
  logo: string | null;
  viber: string;
  messengerUrl: string;
  facebookUrl: string;
  /** The contact page's email and opening hours (one row a line). */
  email: string;
  hours: string;
};

/** The shop's name in the reader's language; English when the Burmese one is not set. */
export const shopName = (shop: Pick<PublicShop, 'nameEn' | 'nameMy'>, language: string) =>
  (language === 'my' && shop.nameMy) || shop.nameEn;

/** The name a new shop carries until the owner names it (migration 0018's default). */
export const DEFAULT_SHOP_NAME = 'STREETWEAR MM';

/** How many couriers the owner's list may hold (the shop settings, decision 049). */
export const COURIERS_MAX = 20;
