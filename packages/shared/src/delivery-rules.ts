/**
 * Delivery zones' constants, messages and pure rules (docs/decisions/031), without zod: the
 * storefront imports them directly. `delivery.ts` re-exports all of this beside the schemas.
 */

export const ZONE_LEVELS = ['region', 'city', 'township'] as const;
export type ZoneLevel = (typeof ZONE_LEVELS)[number];

/** The city value of a place whose city is not listed (the old checkout's "Other"). */
export const OTHER_CITY = 'others';

export const REGION_UNKNOWN = 'Please choose a region from the list';
export const CITY_UNKNOWN = 'Please choose a city from the list';
export const TOWNSHIP_UNLISTED = 'Please choose a township from the list';
export const cityNotInRegion = (city: string, region: string) =>
  `${city} is not in ${region}. Please choose a city in ${region}`;
export const zoneDisabled = (name: string) => `Sorry, we do not deliver to ${name} at the moment`;
export const ZONE_NOT_FOUND = 'Delivery zone not found';
export const DAY_NOT_IN_CALENDAR = 'There is no such day in the calendar. Please choose another date.';
export const ZONE_SAVED = 'Delivery zone saved';
export const DELIVERY_SETTINGS_SAVED = 'Delivery settings saved';
export const ZONE_NAME_TAKEN = 'A place with this name is already listed there';
export const TOWNSHIP_HAS_NO_CHILDREN = 'A township has no places under it';

/** What a place costs and takes, once its own or its parents' values are read. */
export type DeliveryTerms = { fee: number; estimateEn: string; estimateMy: string };

/** The fee charged for an order: nothing once the subtotal reaches the shop's threshold (0 = none). */
export function shippingFor(fee: number, subtotal: number, freeShippingThreshold: number): number {
  return freeShippingThreshold > 0 && subtotal >= freeShippingThreshold ? 0 : fee;
}

/** The slug a new place gets from its English name: `North Okkalapa` → `north-okkalapa`. */
export function zoneSlug(nameEn: string): string {
  return nameEn
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const fold = (text: string) =>
  text
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, ' ');

/** Whether a place is the one a client named: its slug, English or Burmese name, in any case. */
export function zoneIs(place: { slug: string; nameEn: string; nameMy: string }, value: string): boolean {
  const wanted = fold(value);
  return wanted !== '' && [place.slug, place.nameEn, place.nameMy].some((name) => fold(name) === wanted);
}

/** Whether a place matches what a shopper types into a picker: part of its English or Burmese name. */
export function zoneMatches(place: { nameEn: string; nameMy: string }, typed: string): boolean {
  const wanted = fold(typed);
  return wanted === '' || fold(place.nameEn).includes(wanted) || fold(place.nameMy).includes(wanted);
}
