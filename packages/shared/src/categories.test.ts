import { describe, expect, it } from 'vitest';
import { SHOP_CATEGORIES, categorySlug } from './categories.ts';
import { categoryTitle } from './category-titles.ts';

/** The main and sub categories the demo catalogue files its products under. */
const demoKinds = [
  ...['T-shirt', 'Sweater', 'Outerwear', 'Shorts', 'Shoe', 'Accessory'],
  ...['Beanie', 'Boxy Tee', 'Bucket Hat', 'Cap', 'Coach Jacket', 'Crewneck', 'Crop Tee', 'Fleece Hoodie'],
  ...['Fleece Shorts', 'Graphic Tee', 'Hoodie', 'Long Sleeve Tee', 'Lounge Shorts', 'Mesh Shorts'],
  ...['Outerwear Jacket', 'Oversized Tee', 'Pocket Tee', 'Ringer Tee', 'Shoulder Bag', 'Slides', 'Sneakers'],
  ...['Socks', 'Sweat Shorts', 'Tee', 'Tote Bag', 'Track Jacket', 'Varsity Jacket', 'Zip Hoodie'],
];

describe('categories', () => {
  it('has the 11 menu entries with their slugs', () => {
    expect(SHOP_CATEGORIES).toHaveLength(11);
    expect(SHOP_CATEGORIES.map(categorySlug)).toContain('new-arrivals');
    expect(categorySlug('T-Shirts')).toBe('t-shirts');
  });

  it('gives friendly titles', () => {
    expect(categoryTitle('men')).toBe("Men's Collection");
    expect(categoryTitle('women')).toBe("Women's Collection");
    expect(categoryTitle('kids')).toBe("Kids' Collection");
    expect(categoryTitle('new-arrivals')).toBe('New Arrivals');
    expect(categoryTitle('hoodies')).toBe('Hoodies');
    expect(categoryTitle('t-shirts')).toBe('T-Shirts');
    expect(categoryTitle('street-caps')).toBe('Street Caps');
    // The spec's slug keeps its spelling; the heading is the word people read.
    expect(categorySlug('Outwear')).toBe('outwear');
    expect(categoryTitle('outwear')).toBe('Outerwear');
  });

  it('gives the menu categories Burmese titles; a category the owner typed stays as written', () => {
    expect(categoryTitle('tees', 'my')).toBe('တီရှပ်');
    expect(categoryTitle('Men', 'my')).toBe('အမျိုးသားများအတွက်');
    expect(categoryTitle('street-caps', 'my')).toBe('Street Caps');
    for (const name of SHOP_CATEGORIES) expect(categoryTitle(categorySlug(name), 'my')).toMatch(/[\u1000-\u109f]/);
  });

  it('names the kinds of goods of the demo catalogue in Burmese (breadcrumb and listing)', () => {
    expect(categoryTitle(categorySlug('Oversized Tee'), 'my')).toBe('အိုဗာဆိုက် တီရှပ်');
    expect(categoryTitle(categorySlug('Cap'), 'my')).toBe('ဦးထုပ်');
    expect(categoryTitle(categorySlug('Cap'))).toBe('Cap');
    for (const kind of demoKinds) expect(categoryTitle(categorySlug(kind), 'my'), kind).toMatch(/^[\u1000-\u109f ]+$/);
  });
});
