import type { DeliveryCity, DeliveryPlace, DeliveryRegion, DeliveryZones } from '@shop/shared/delivery';
import { OTHER_CITY, zoneIs, zoneMatches } from '@shop/shared/delivery-rules';
import type { Language } from '@shop/shared/language';
import type { ComboboxOption } from '../components/ui/combobox.tsx';

/** The region and city a form's values name (slug or name, either language), if listed. */
export function pickedPlaces(
  zones: DeliveryZones | undefined,
  picked: { region: string; city: string },
): { region: DeliveryRegion | undefined; city: DeliveryCity | undefined } {
  const region = zones?.regions.find((r) => zoneIs(r, picked.region));
  const city = region?.cities.find((c) => zoneIs(c, picked.city));
  return { region, city };
}

/** A place picker shows the options whose English or Burmese name holds what is typed. */
export const matchesPlace = (option: ComboboxOption, typed: string): boolean =>
  zoneMatches({ nameEn: option.label, nameMy: option.alt ?? '' }, typed);

export type PlaceLists = {
  regions: ComboboxOption[];
  /** The chosen region's cities, then "another city" when the shop takes unlisted places. */
  cities: ComboboxOption[];
  /** The chosen city's townships, chosen by their English name (what the order keeps). */
  townships: ComboboxOption[];
  /** Whether a township may be typed: none listed, none chosen yet, or unlisted places taken. */
  typedTownship: boolean;
};

/** A place's name for the reader first (what the box shows once chosen), the other language beside it. */
function names(place: { nameEn: string; nameMy: string }, language: Language): Pick<ComboboxOption, 'label' | 'alt'> {
  return language === 'my' && place.nameMy
    ? { label: place.nameMy, alt: place.nameEn }
    : { label: place.nameEn, alt: place.nameMy };
}

/**
 * What the Region → City → Township pickers offer for what is chosen so far, named in the
 * reader's language. `detail` writes a line beside each city and township (the checkout's fee);
 * `otherCity` names "another city".
 */
export function placeLists(
  zones: DeliveryZones | undefined,
  { region, city }: { region: DeliveryRegion | undefined; city: DeliveryCity | undefined },
  {
    otherCity,
    detail,
    language = 'en',
  }: { otherCity: string; detail?: (place: DeliveryPlace) => string; language?: Language },
): PlaceLists {
  const option = (place: DeliveryPlace, value = place.slug): ComboboxOption => ({
    value,
    ...names(place, language),
    ...(detail ? { detail: detail(place) } : {}),
  });
  const allowOther = zones?.allowOtherTownship ?? true;
  return {
    regions: (zones?.regions ?? []).map((r) => ({ value: r.slug, ...names(r, language) })),
    cities: region
      ? [
          ...region.cities.map((c) => option(c)),
          ...(allowOther ? [{ ...option(region, OTHER_CITY), label: otherCity, alt: undefined }] : []),
        ]
      : [],
    townships: (city?.townships ?? []).map((town) => option(town, town.nameEn)),
    typedTownship: !city || city.townships.length === 0 || allowOther,
  };
}
