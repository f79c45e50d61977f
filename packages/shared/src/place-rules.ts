/**
 * Region and city names as the shopper picked them: an order stores the picker's key ('yangon',
 * 'naypyitaw', 'others'), and every place that shows it to a person (the admin's order page, mails,
 * the CSV export) writes the name instead. Zod-free: the storefront imports it directly.
 */
const NAMES: Record<string, string> = {
  yangon: 'Yangon',
  mandalay: 'Mandalay',
  naypyitaw: 'Naypyitaw',
  bago: 'Bago',
  shan: 'Shan',
  others: 'Other city',
};

/** 'yangon' → 'Yangon'; a name not in the list gets a capital at each word ('pyin oo lwin' → 'Pyin Oo Lwin'). */
export function placeName(value: string): string {
  const trimmed = value.trim();
  return (
    NAMES[trimmed.toLowerCase()] ??
    trimmed.replace(/(^|[\s-])(\p{Ll})/gu, (_, gap: string, c: string) => gap + c.toUpperCase())
  );
}
