import type { DeliveryCity, DeliveryZones } from '@shop/shared/delivery';

export type ShippingNote = {
  /** The lowest fee of any place the shop delivers to. */
  from: number;
  /** The first of the cheapest cities in the owner's order, with its estimate. */
  city: DeliveryCity;
};

/** "Delivery from 3,000 MMK · Yangon 1–2 days", worked out from the owner's table; null when it lists no city. */
export function shippingNote(zones: DeliveryZones): ShippingNote | null {
  const cities = zones.regions.flatMap((region) => region.cities);
  const city = cities.reduce<DeliveryCity | undefined>((best, c) => (best && best.fee <= c.fee ? best : c), undefined);
  if (!city) return null;
  const fees = zones.regions.flatMap((r) => [
    r.fee,
    ...r.cities.flatMap((c) => [c.fee, ...c.townships.map((t) => t.fee)]),
  ]);
  return { from: Math.min(...fees), city };
}
