import type { Language } from './language.ts';

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

/** Where an order goes, as the shopper picked it (English names or the picker's keys). */
export type PickedPlace = { region: string; city: string; township: string };
/** The same place's Burmese names from the shop's delivery table ('' when it does not list it). */
export type BurmesePlace = { regionMy: string; cityMy: string; townshipMy: string };

/**
 * "Bahan, Yangon, Yangon Region" in English, "ဗဟန်း၊ ရန်ကုန်၊ ရန်ကုန်တိုင်းဒေသကြီး" in Burmese: the
 * place in the reader's language wherever it is shown or printed. A place the table does not
 * name in Burmese stays as the shopper typed it.
 */
export function placeLine(place: PickedPlace, burmese: BurmesePlace | null | undefined, language: Language): string {
  const parts =
    language === 'my'
      ? [
          burmese?.townshipMy || place.township,
          burmese?.cityMy || placeName(place.city),
          burmese?.regionMy || placeName(place.region),
        ]
      : [place.township, placeName(place.city), placeName(place.region)];
  return parts.filter(Boolean).join(language === 'my' ? '၊ ' : ', ');
}

/** The delivery estimate in the reader's language ("1–2 days" / "၁–၂ ရက်"); English if no Burmese. */
export function placeEstimate(
  terms: { estimateEn: string | null; estimateMy: string | null },
  language: Language,
): string {
  return (language === 'my' && terms.estimateMy) || terms.estimateEn || '';
}
