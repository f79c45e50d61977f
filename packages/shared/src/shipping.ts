/** Delivery areas and fees. No zod here: the storefront imports it directly. */

export const REGIONS = ['yangon', 'mandalay', 'naypyitaw', 'bago', 'shan'] as const;
export const CITIES = ['yangon', 'mandalay', 'naypyitaw', 'others'] as const;
export type City = (typeof CITIES)[number];

const fees: Record<string, number> = { yangon: 3000, mandalay: 5000, naypyitaw: 6000 };

/** Shipping fee in whole kyat by city; any other city costs 7,000. */
export function shippingFee(city: string): number {
  return fees[city.toLowerCase()] ?? 7000;
}
