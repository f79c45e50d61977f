import { describe, expect, it } from 'vitest';
import type { DeliveryZones } from '@shop/shared/delivery';
import { shippingNote } from './shipping-note.ts';

const place = (id: number, nameEn: string, fee: number, estimateEn: string) => ({
  id,
  slug: nameEn.toLowerCase(),
  nameEn,
  nameMy: `${nameEn} (my)`,
  fee,
  estimateEn,
  estimateMy: `${estimateEn} (my)`,
});
const zones = (regions: DeliveryZones['regions']): DeliveryZones => ({
  regions,
  freeShippingThreshold: 0,
  allowOtherTownship: true,
});

describe('shippingNote', () => {
  it('quotes the lowest fee and the first of the cheapest cities, in the owner’s order', () => {
    const note = shippingNote(
      zones([
        {
          ...place(1, 'Mandalay Region', 7000, '2–7 days'),
          cities: [{ ...place(2, 'Mandalay', 5000, '2–4 days'), townships: [] }],
        },
        {
          ...place(3, 'Yangon Region', 7000, '2–7 days'),
          cities: [
            { ...place(4, 'Yangon', 3000, '1–2 days'), townships: [place(5, 'Kamayut', 2500, '1 day')] },
            { ...place(6, 'Thanlyin', 3000, '2 days'), townships: [] },
          ],
        },
      ]),
    );
    expect(note).toEqual({ from: 2500, city: expect.objectContaining({ nameEn: 'Yangon', estimateEn: '1–2 days' }) });
  });

  it('follows a changed fee', () => {
    const table = zones([
      {
        ...place(1, 'Yangon Region', 7000, '2–7 days'),
        cities: [
          { ...place(2, 'Yangon', 4000, '1–2 days'), townships: [] },
          { ...place(3, 'Thanlyin', 3500, '2 days'), townships: [] },
        ],
      },
    ]);
    expect(shippingNote(table)).toMatchObject({ from: 3500, city: { nameEn: 'Thanlyin' } });
  });

  it('has nothing to say when no city is listed', () => {
    expect(shippingNote(zones([]))).toBeNull();
    expect(shippingNote(zones([{ ...place(1, 'Shan State', 7000, '3–7 days'), cities: [] }]))).toBeNull();
  });
});
