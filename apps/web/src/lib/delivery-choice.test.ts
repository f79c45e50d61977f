import { describe, expect, it } from 'vitest';
import type { DeliveryZones } from '@shop/shared/delivery';
import { deliveryChoice } from './delivery-choice.ts';

const place = (id: number, slug: string, nameEn: string, nameMy: string, fee: number, estimateEn = '2–7 days') => ({
  id,
  slug,
  nameEn,
  nameMy,
  fee,
  estimateEn,
  estimateMy: '',
});
const zones: DeliveryZones = {
  freeShippingThreshold: 100_000,
  allowOtherTownship: true,
  regions: [
    {
      ...place(1, 'mandalay', 'Mandalay Region', 'မန္တလေးတိုင်းဒေသကြီး', 7000),
      cities: [
        {
          ...place(2, 'mandalay', 'Mandalay', 'မန္တလေး', 5000, '2–4 days'),
          townships: [place(3, 'chanmyathazi', 'Chanmyathazi', 'ချမ်းမြသာစည်', 4500, '1 day')],
        },
      ],
    },
  ],
};

describe('deliveryChoice', () => {
  it('knows nothing until a city is picked', () => {
    expect(deliveryChoice(zones, { region: 'mandalay', city: '', township: '' }, 1000).terms).toBeNull();
  });
  it('takes a listed township’s own terms, a typed one’s city, an other city’s region', () => {
    const pick = (city: string, township: string) =>
      deliveryChoice(zones, { region: 'mandalay', city, township }, 1000).terms;
    expect(pick('mandalay', 'ချမ်းမြသာစည်')).toMatchObject({ fee: 4500, estimateEn: '1 day' });
    expect(pick('mandalay', 'Somewhere')).toMatchObject({ fee: 5000, estimateEn: '2–4 days' });
    expect(pick('others', 'Kyaukse')).toMatchObject({ fee: 7000 });
  });
  it('ships free from the shop’s threshold', () => {
    const free = deliveryChoice(zones, { region: 'mandalay', city: 'mandalay', township: '' }, 100_000);
    expect(free.terms?.fee).toBe(0);
  });
});
