import {
  CITY_UNKNOWN,
  cityNotInRegion,
  OTHER_CITY,
  REGION_UNKNOWN,
  shippingFor,
  TOWNSHIP_UNLISTED,
  zoneDisabled,
  zoneIs,
} from '@shop/shared/delivery';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { allZones, childrenOf, readSettings, termsOf, type ZoneRow } from './delivery-read.ts';

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

/**
 * Where an order goes and what its delivery costs, from the shop's zone table alone
 * (docs/decisions/031): a client's fee is never read. Region and city are a slug or a name (the
 * old checkout's `yangon`, `naypyitaw`, `others` included); the city must lie in the region, and
 * no place on the way may be switched off. A township not listed is taken as typed where the
 * owner allows it (and wherever a city lists no townships), at the city's terms.
 */
export async function resolveDelivery(
  db: Db,
  billing: { region: string; city: string; township: string },
  subtotal: number,
): Promise<ResolvedDelivery> {
  // One after the other: the checkout's statements keep to one pooled connection.
  const rows = await allZones(db);
  const settings = await readSettings(db);
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
  const township = listed.find((t) => zoneIs(t, billing.township));
  if (township) {
    if (!township.enabled) throw refuse(zoneDisabled(township.nameEn), 'township');
    chain.unshift(township);
  } else if (listed.length > 0 && !settings.allowOtherTownship) {
    throw refuse(TOWNSHIP_UNLISTED, 'township');
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
