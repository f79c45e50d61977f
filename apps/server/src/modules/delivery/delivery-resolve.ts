import {
  CITY_UNKNOWN,
  cityNotInRegion,
  nearestPlace,
  OTHER_CITY,
  placeKey,
  REGION_UNKNOWN,
  shippingFor,
  TOWNSHIP_UNLISTED,
  zoneDisabled,
  zoneIs,
} from '@shop/shared/delivery';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { childrenOf, deliveryTables, termsOf, type ZoneRow } from './delivery-read.ts';

export type ResolvedDelivery = {
  zoneId: number;
  region: string;
  regionMy: string;
  city: string;
  cityMy: string;
  township: string;
  townshipMy: string;
  fee: number;
  estimateEn: string;
  estimateMy: string;
};

const refuse = (message: string, field: 'region' | 'city' | 'township') =>
  new AppError('VALIDATION', message, `billingDetails.${field}`);

const OTHER = { en: 'Other', my: 'အခြား' };

/** Whether a typed name is a place's slug or name once case, spaces and a "Township" are set aside. */
const keyIs = (place: ZoneRow, typed: string) =>
  placeKey(typed) !== '' && [place.slug, place.nameEn, place.nameMy].some((name) => placeKey(name) === placeKey(typed));

/** A region's cities and their townships; a township of a switched-off city is off with it. */
function placesUnder(rows: readonly ZoneRow[], region: ZoneRow): ZoneRow[] {
  return childrenOf(rows, region.id).flatMap((city) => [
    city,
    ...childrenOf(rows, city.id).map((t) => ({ ...t, enabled: t.enabled && city.enabled })),
  ]);
}

/**
 * Where an order goes and what its delivery costs, from the shop's zone table alone
 * (docs/decisions/031): a client's fee is never read. Region and city are a slug or a name (the
 * old checkout's `yangon`, `naypyitaw`, `others` included); the city must lie in the region, and
 * no place on the way may be switched off. A township is also found by its name typed with a
 * "Township"/"Tsp"/"မြို့နယ်" or other spacing; one not listed is taken as typed where the owner
 * allows it (and wherever a city lists no townships), at the city's terms, unless it is within a
 * typing slip or two of a place switched off there (`Kamaryut` for a switched-off Kamayut): that is
 * refused as the place itself is.
 */
export async function resolveDelivery(
  db: Db,
  billing: { region: string; city: string; township: string },
  subtotal: number,
): Promise<ResolvedDelivery> {
  const { rows, settings } = await deliveryTables(db);
  const region = rows.find((r) => r.level === 'region' && zoneIs(r, billing.region));
  if (!region) throw refuse(REGION_UNKNOWN, 'region');
  if (!region.enabled) throw refuse(zoneDisabled(region.nameEn), 'region');

  const chain: ZoneRow[] = [region];
  const otherCity = [OTHER_CITY, 'other'].includes(billing.city.trim().toLowerCase());
  let city: ZoneRow | undefined;
  if (otherCity) {
    if (!settings.allowOtherTownship) throw refuse(CITY_UNKNOWN, 'city');
  } else {
    city = childrenOf(rows, region.id).find((c) => zoneIs(c, billing.city));
    if (!city) {
      const elsewhere = rows.find((r) => r.level === 'city' && zoneIs(r, billing.city));
      throw refuse(elsewhere ? cityNotInRegion(elsewhere.nameEn, region.nameEn) : CITY_UNKNOWN, 'city');
    }
    if (!city.enabled) throw refuse(zoneDisabled(city.nameEn), 'city');
    chain.unshift(city);
  }

  const listed = city ? childrenOf(rows, city.id) : [];
  const township = listed.find((t) => zoneIs(t, billing.township)) ?? listed.find((t) => keyIs(t, billing.township));
  if (township) {
    if (!township.enabled) throw refuse(zoneDisabled(township.nameEn), 'township');
    chain.unshift(township);
  } else {
    // A near spelling of a place the owner switched off means that place, refused as it is.
    const near = nearestPlace(city ? listed : placesUnder(rows, region), billing.township);
    if (near && !near.enabled) throw refuse(zoneDisabled(near.nameEn), 'township');
    if (listed.length > 0 && !settings.allowOtherTownship) throw refuse(TOWNSHIP_UNLISTED, 'township');
  }

  const [zone, ...parents] = chain as [ZoneRow, ...ZoneRow[]];
  const terms = termsOf(zone, ...parents);
  return {
    zoneId: zone.id,
    region: region.nameEn,
    regionMy: region.nameMy,
    city: city?.nameEn ?? OTHER.en,
    cityMy: city?.nameMy ?? OTHER.my,
    township: township?.nameEn ?? billing.township.trim(),
    townshipMy: township?.nameMy ?? '',
    fee: shippingFor(terms.fee, subtotal, settings.freeShippingThreshold),
    estimateEn: terms.estimateEn,
    estimateMy: terms.estimateMy,
  };
}
