import { describe, expect, it } from 'vitest';
import { paths } from '@shop/shared/paths';
import { filterCount, toggled, viewOfSearch, withoutFilters } from './listing-url.ts';

describe("a listing page's URL and its filters", () => {
  it('reads a shared link: repeated sizes, colours by key, a price range the wrong way round, Myanmar digits', () => {
    expect(viewOfSearch('?size=l&size=XL&color=Black&sort=price-asc&minPrice=၅၀၀၀၀&maxPrice=10000&q=+tee+')).toEqual({
      q: 'tee',
      sort: 'price-asc',
      size: ['L', 'XL'],
      color: ['black'],
      minPrice: 10000,
      maxPrice: 50000,
    });
  });

  it('falls back to the default for what it does not know, never failing', () => {
    expect(viewOfSearch('?sort=cheapest&minPrice=abc&fit=slim')).toEqual({ sort: 'newest', size: [], color: [] });
    expect(viewOfSearch('')).toEqual({ sort: 'newest', size: [], color: [] });
  });

  it('writes the view back as the same address, whichever order the link had', () => {
    const view = viewOfSearch('?maxPrice=9000&color=black&size=M&sort=best-selling');
    const href = paths.category('tees', 2, view);
    expect(href).toBe('/product-category/tees/page/2?sort=best-selling&size=M&color=black&maxPrice=9000');
    expect(viewOfSearch(href.slice(href.indexOf('?')))).toEqual(view);
    expect(paths.shop(1, viewOfSearch('?sort=newest'))).toBe('/shop/page/1');
  });

  it('counts and clears the filters, keeping the search words and the sort', () => {
    const view = viewOfSearch('?q=hoodie&sort=price-desc&size=L&size=M&color=red&minPrice=1000');
    expect(filterCount(view)).toBe(4);
    expect(withoutFilters(view)).toEqual({ q: 'hoodie', sort: 'price-desc', size: [], color: [] });
    expect(filterCount(withoutFilters(view))).toBe(0);
    expect(toggled(['L'], 'M')).toEqual(['L', 'M']);
    expect(toggled(['L', 'M'], 'L')).toEqual(['M']);
  });
});
