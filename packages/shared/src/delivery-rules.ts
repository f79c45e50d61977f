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

/**
 * A place name reduced to how it is compared when typed: case, spaces, hyphens, dots and
 * zero-width characters dropped, and a trailing "Township", "Tsp" or "မြို့နယ်" (township) with
 * them: `Kamayut Township`, `kamayut tsp.` and `Kama-yut` all read `kamayut`.
 */
export function placeKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s\-.,'’_\u200b-\u200d\ufeff]+/gu, '')
    .replace(/(township|tsp|မြို့နယ်)$/u, '');
}

/** Edits (insert, delete, replace one character) from `a` to `b`; stops counting past `max`. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const from = Array.from(a);
  const to = Array.from(b);
  if (Math.abs(from.length - to.length) > max) return max + 1;
  let previous = to.map((_, j) => j + 1);
  previous.unshift(0);
  for (let i = 1; i <= from.length; i++) {
    const row = [i];
    for (let j = 1; j <= to.length; j++) {
      const replace = previous[j - 1]! + (from[i - 1] === to[j - 1] ? 0 : 1);
      row.push(Math.min(replace, previous[j]! + 1, row[j - 1]! + 1));
    }
    if (Math.min(...row) > max) return max + 1;
    previous = row;
  }
  return previous[to.length]!;
}

/** Typing slips forgiven in a place's name: 2 from 6 letters, 1 from 3, none in shorter names. */
const slipsAllowed = (key: string) => Math.min(2, Math.floor(Array.from(key).length / 3));

/**
 * The listed place a typed name is nearest to, within a typing slip or two of its slug, English or
 * Burmese name (compared as `placeKey`s); on a tie, a switched-off place wins, so a near spelling
 * of a place the owner switched off is never taken for somewhere else.
 */
export function nearestPlace<T extends { slug: string; nameEn: string; nameMy: string; enabled: boolean }>(
  places: readonly T[],
  typed: string,
): T | undefined {
  const wanted = placeKey(typed);
  if (!wanted) return undefined;
  let best: { place: T; distance: number } | undefined;
  for (const place of places) {
    for (const name of [place.slug, place.nameEn, place.nameMy]) {
      const key = placeKey(name);
      if (!key) continue;
      const distance = editDistance(wanted, key, slipsAllowed(key));
      if (distance > slipsAllowed(key)) continue;
      const closer = !best || distance < best.distance || (distance === best.distance && !place.enabled);
      if (closer) best = { place, distance };
    }
  }
  return best?.place;
}
