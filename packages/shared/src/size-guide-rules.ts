/**
 * The size guides' measurements, apart from the size sets: only the product page's Size Guide
 * section (loaded after the first paint) reads them.
 */

/** Foot length in centimetres for each EU size (the shoe set's size guide). */
export const SHOE_FOOT_CM: Readonly<Record<string, number>> = {
  'EU 35': 22.5,
  'EU 36': 23,
  'EU 37': 23.5,
  'EU 38': 24,
  'EU 39': 25,
  'EU 40': 25.5,
  'EU 41': 26,
  'EU 42': 27,
  'EU 43': 27.5,
  'EU 44': 28,
  'EU 45': 29,
  'EU 46': 29.5,
};
