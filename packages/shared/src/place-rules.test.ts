import { describe, expect, it } from 'vitest';
import { placeEstimate, placeLine, placeName } from './place-rules.ts';

describe('placeName', () => {
  it('writes the picker keys as the names the shopper saw, and capitalises any other name', () => {
    expect(placeName('yangon')).toBe('Yangon');
    expect(placeName('NAYPYITAW')).toBe('Naypyitaw');
    expect(placeName('others')).toBe('Other city');
    expect(placeName(' pyin oo lwin ')).toBe('Pyin Oo Lwin');
    expect(placeName('Taunggyi')).toBe('Taunggyi');
    expect(placeName('')).toBe('');
  });
});

describe('placeLine and placeEstimate', () => {
  const place = { region: 'Yangon Region', city: 'yangon', township: 'Bahan' };
  const burmese = { regionMy: 'ရန်ကုန်တိုင်းဒေသကြီး', cityMy: 'ရန်ကုန်', townshipMy: 'ဗဟန်း' };
  it('names the place in the reader’s language, falling back to what the shopper typed', () => {
    expect(placeLine(place, burmese, 'en')).toBe('Bahan, Yangon, Yangon Region');
    expect(placeLine(place, burmese, 'my')).toBe('ဗဟန်း၊ ရန်ကုန်၊ ရန်ကုန်တိုင်းဒေသကြီး');
    expect(placeLine({ ...place, township: 'New Town' }, { ...burmese, townshipMy: '' }, 'my')).toBe(
      'New Town၊ ရန်ကုန်၊ ရန်ကုန်တိုင်းဒေသကြီး',
    );
    expect(placeLine(place, null, 'my')).toBe('Bahan၊ Yangon၊ Yangon Region');
  });
  it('gives the estimate in Burmese when the table has one', () => {
    expect(placeEstimate({ estimateEn: '1–2 days', estimateMy: '၁–၂ ရက်' }, 'my')).toBe('၁–၂ ရက်');
    expect(placeEstimate({ estimateEn: '1–2 days', estimateMy: '၁–၂ ရက်' }, 'en')).toBe('1–2 days');
    expect(placeEstimate({ estimateEn: '1–2 days', estimateMy: '' }, 'my')).toBe('1–2 days');
    expect(placeEstimate({ estimateEn: null, estimateMy: null }, 'en')).toBe('');
  });
});
