import type { DeliveryCity, DeliveryPlace, DeliveryRegion, DeliveryZones } from '@shop/shared/delivery';
import { OTHER_CITY, shippingFor, zoneIs } from '@shop/shared/delivery-rules';
import { pickedPlaces } from './delivery-places.ts';

export type DeliveryChoice = {
  region: DeliveryRegion | undefined;
  city: DeliveryCity | undefined;
  /** The listed township picked, if any. */
  township: DeliveryPlace | undefined;
  /** What the delivery costs and takes, once the place is known far enough; null before. */
  terms: { fee: number; estimateEn: string; estimateMy: string } | null;
};

/**
 * What the picked region, city and township cost (for showing only: the server charges from its
 * own table by the same rule). Known once a city is picked ("other city": the region's terms);
 * a listed township may have its own; a typed one costs what its city does.
 */
export function deliveryChoice(
  zones: DeliveryZones | undefined,
  picked: { region: string; city: string; township: string },
  subtotal: number,
): DeliveryChoice {
  const { region, city } = pickedPlaces(zones, picked);
  const township = city?.townships.find((t) => zoneIs(t, picked.township));
  const place = township ?? city ?? (region && picked.city === OTHER_CITY ? region : undefined);
  const terms = place && {
    fee: shippingFor(place.fee, subtotal, zones?.freeShippingThreshold ?? 0),
    estimateEn: place.estimateEn,
    estimateMy: place.estimateMy,
  };
  return { region, city, township, terms: terms ?? null };
}
