import { describe, expect, it } from 'vitest';
import type { DeliveryZones } from '@shop/shared/delivery';
import { OTHER_CITY } from '@shop/shared/delivery-rules';
import { matchesPlace, pickedPlaces, placeLists } from './delivery-places.ts';

const place = (id: number, slug: string, nameEn: string, nameMy: string, fee: number) => ({
  id,
  slug,
  nameEn,
  nameMy,
  fee,
  estimateEn: '2–7 days',
  estimateMy: '',
});
const zones = (allowOtherTownship: boolean): DeliveryZones => ({
  freeShippingThreshold: 0,
  allowOtherTownship,
  regions: [
    {
      ...place(1, 'mandalay', 'Mandalay Region', 'မန္တလေးတိုင်းဒေသကြီး', 7000),
      cities: [
        {
          ...place(2, 'mandalay', 'Mandalay', 'မန္တလေး', 5000),
          townships: [place(3, 'chanmyathazi', 'Chanmyathazi', 'ချမ်းမြသာစည်', 4500)],
        },
        { ...place(4, 'pyin-oo-lwin', 'Pyin Oo Lwin', 'ပြင်ဦးလွင်', 6000), townships: [] },
      ],
    },
    { ...place(5, 'shan', 'Shan State', 'ရှမ်းပြည်နယ်', 7000), cities: [] },
  ],
});
const fee = (p: { fee: number }) => `${p.fee} MMK`;

describe('the delivery place pickers (account address and checkout)', () => {
  it('finds the picked region and city by slug or by name in either language', () => {
    expect(pickedPlaces(zones(true), { region: 'Mandalay Region', city: 'မန္တလေး' })).toMatchObject({
      region: { id: 1 },
      city: { id: 2 },
    });
    expect(pickedPlaces(zones(true), { region: 'shan', city: 'mandalay' })).toEqual({
      region: expect.objectContaining({ id: 5 }),
      city: undefined,
    });
    expect(pickedPlaces(undefined, { region: 'mandalay', city: 'mandalay' })).toEqual({
      region: undefined,
      city: undefined,
    });
  });

  it('offers every region, then the chosen region’s cities with "another city" last, then its townships', () => {
    const all = zones(true);
    const lists = placeLists(all, pickedPlaces(all, { region: 'mandalay', city: 'mandalay' }), {
      otherCity: 'Other city or town',
    });
    expect(lists.regions).toEqual([
      { value: 'mandalay', label: 'Mandalay Region', alt: 'မန္တလေးတိုင်းဒေသကြီး' },
      { value: 'shan', label: 'Shan State', alt: 'ရှမ်းပြည်နယ်' },
    ]);
    expect(lists.cities).toEqual([
      { value: 'mandalay', label: 'Mandalay', alt: 'မန္တလေး' },
      { value: 'pyin-oo-lwin', label: 'Pyin Oo Lwin', alt: 'ပြင်ဦးလွင်' },
      { value: OTHER_CITY, label: 'Other city or town', alt: undefined },
    ]);
    // A township is chosen by the English name the order keeps.
    expect(lists.townships).toEqual([{ value: 'Chanmyathazi', label: 'Chanmyathazi', alt: 'ချမ်းမြသာစည်' }]);
    expect(lists.typedTownship).toBe(true);
  });

  it('names every place in Burmese first for a Burmese reader, the English name beside it', () => {
    const all = zones(true);
    const lists = placeLists(all, pickedPlaces(all, { region: 'mandalay', city: 'mandalay' }), {
      otherCity: 'အခြား မြို့',
      language: 'my',
    });
    expect(lists.regions[0]).toEqual({ value: 'mandalay', label: 'မန္တလေးတိုင်းဒေသကြီး', alt: 'Mandalay Region' });
    expect(lists.cities.map((c) => c.label)).toEqual(['မန္တလေး', 'ပြင်ဦးလွင်', 'အခြား မြို့']);
    // Still chosen by the English name the order keeps; typed in either language it matches.
    expect(lists.townships).toEqual([{ value: 'Chanmyathazi', label: 'ချမ်းမြသာစည်', alt: 'Chanmyathazi' }]);
    expect(matchesPlace(lists.townships[0]!, 'chanmya')).toBe(true);
    expect(matchesPlace(lists.townships[0]!, 'ချမ်းမြ')).toBe(true);
  });

  it('writes the fee beside each city and township when asked (the checkout), never beside a region', () => {
    const all = zones(true);
    const lists = placeLists(all, pickedPlaces(all, { region: 'mandalay', city: 'mandalay' }), {
      otherCity: 'Other',
      detail: fee,
    });
    expect(lists.regions.every((r) => r.detail === undefined)).toBe(true);
    expect(lists.cities.map((c) => c.detail)).toEqual(['5000 MMK', '6000 MMK', '7000 MMK']);
    expect(lists.townships.map((c) => c.detail)).toEqual(['4500 MMK']);
  });

  it('takes no unlisted place when the shop does not: no "another city", only listed townships', () => {
    const listedOnly = zones(false);
    const withTownships = placeLists(listedOnly, pickedPlaces(listedOnly, { region: 'mandalay', city: 'mandalay' }), {
      otherCity: 'Other',
    });
    expect(withTownships.cities.map((c) => c.value)).toEqual(['mandalay', 'pyin-oo-lwin']);
    expect(withTownships.typedTownship).toBe(false);
    // A city without listed townships still takes a typed one; so does the field before a city.
    const noTownships = placeLists(listedOnly, pickedPlaces(listedOnly, { region: 'mandalay', city: 'pyin-oo-lwin' }), {
      otherCity: 'Other',
    });
    expect(noTownships.typedTownship).toBe(true);
    expect(placeLists(listedOnly, { region: undefined, city: undefined }, { otherCity: 'Other' })).toEqual({
      regions: withTownships.regions,
      cities: [],
      townships: [],
      typedTownship: true,
    });
  });

  it('matches what is typed in English or Burmese', () => {
    const option = { value: 'mandalay', label: 'Mandalay', alt: 'မန္တလေး' };
    expect(matchesPlace(option, 'manda')).toBe(true);
    expect(matchesPlace(option, 'မန္တ')).toBe(true);
    expect(matchesPlace(option, 'yangon')).toBe(false);
  });
});
