import { describe, expect, it } from 'vitest';
import { listingFilters } from './catalog-rules.ts';
import { listingSearch, listingTitle } from './listing-rules.ts';

describe('listingFilters', () => {
  it('reads a shared link: repeated and comma-separated values, colour keys in lower case, sizes in upper case', () => {
    expect(
      listingFilters({ sort: 'price-asc', size: ['l', 'M,XL'], color: 'Black', minPrice: '1000', maxPrice: '50000' }),
    ).toEqual({
      sort: 'price-asc',
      size: ['L', 'M', 'XL'],
      color: ['black'],
      minPrice: 1000,
      maxPrice: 50000,
    });
  });

  it('falls back to the default for what it does not know, and swaps a range the wrong way round', () => {
    expect(listingFilters({ sort: 'cheapest', minPrice: 'abc', maxPrice: '-5', size: '' })).toEqual({
      sort: 'newest',
      size: [],
      color: [],
    });
    expect(listingFilters({ minPrice: '၅၀၀၀၀', maxPrice: '10000' })).toMatchObject({
      minPrice: 10000,
      maxPrice: 50000,
    });
  });

  it("reads a listing page's search words beside its filters, trimmed, and none when blank", () => {
    expect(listingSearch({ q: '  rain tee ', size: 'l' })).toEqual({
      q: 'rain tee',
      sort: 'newest',
      size: ['L'],
      color: [],
    });
    expect(listingSearch({ q: '   ' })).toEqual({ sort: 'newest', size: [], color: [] });
    expect(listingSearch({ q: ['a', 'b'] })).not.toHaveProperty('q');
  });
});

describe('listingTitle', () => {
  it("names the sizes and colours chosen and the page past the first, in the reader's language", () => {
    expect(listingTitle('Tees', { size: [], colors: [] }, 1, 'en')).toBe('Tees');
    expect(listingTitle('Tees', { size: ['L', 'XL'], colors: ['Black'] }, 2, 'en')).toBe(
      'Tees · L, XL · Black – page 2',
    );
    expect(listingTitle('Shoes', { size: ['EU 42'], colors: [] }, 1, 'en')).toBe('Shoes · EU 42');
    expect(listingTitle('ဖိနပ်', { size: ['EU 42'], colors: ['အနက်ရောင်', 'အဖြူရောင်'] }, 12, 'my')).toBe(
      'ဖိနပ် · EU ၄၂ · အနက်ရောင်၊ အဖြူရောင် – စာမျက်နှာ ၁၂',
    );
  });
});
