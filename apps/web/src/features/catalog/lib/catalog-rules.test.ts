import * as shared from '@shop/shared/catalog';
import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  firstSizeInStock,
  parsePageNumber,
  sizeStock,
  findVariant,
  pageItems,
} from './catalog-rules.ts';

const variant = (color: string, sizes: [string, number][]) => ({
  name: color,
  description: '',
  color,
  images: [],
  sizes: sizes.map(([size, stock]) => ({ size: size as shared.Size, stock })),
});

describe('product page choices', () => {
  const product = {
    variants: [
      variant('Black', [
        ['S', 0],
        ['M', 3],
        ['XL', 12],
      ]),
      variant('White', [['M', 0]]),
    ],
  };

  it('finds a colour case-insensitively and reads the stock of a size, 0 when missing', () => {
    const black = findVariant(product.variants, 'black');
    expect(black?.color).toBe('Black');
    expect(findVariant(product.variants, 'Pink')).toBeUndefined();
    expect(sizeStock(black, 'XL')).toBe(12);
    expect(sizeStock(black, 'XXL')).toBe(0);
    expect(sizeStock(undefined, 'M')).toBe(0);
    for (const [color, size] of [
      ['Black', 'M'],
      ['black', 'S'],
      ['White', 'M'],
      ['Pink', 'M'],
    ] as const) {
      expect(sizeStock(findVariant(product.variants, color), size)).toBe(shared.variantStock(product, color, size));
    }
  });

  it('preselects the first size with stock, in size order', () => {
    expect(firstSizeInStock(product.variants[0])).toBe('M');
    expect(
      firstSizeInStock(
        variant('Red', [
          ['XL', 1],
          ['XS', 2],
        ]),
      ),
    ).toBe('XS');
    expect(firstSizeInStock(product.variants[1])).toBeNull();
    expect(firstSizeInStock(undefined)).toBeNull();
  });

  it('keeps the quantity between 1 and 10 and never above stock', () => {
    expect(clampQuantity(11, 50)).toBe(10);
    expect(clampQuantity(6, 3)).toBe(3);
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(Number.NaN, 3)).toBe(1);
    expect(clampQuantity(2.7, 8)).toBe(2);
  });
});

describe('listing paths', () => {
  it('reads page numbers from the URL, null for anything but a whole number from 1', () => {
    expect(parsePageNumber(undefined)).toBe(1);
    expect(parsePageNumber('2')).toBe(2);
    for (const bad of ['0', '-1', 'abc', '1.5', '01', '', '99999999']) expect(parsePageNumber(bad)).toBeNull();
  });
});

describe('pageItems', () => {
  it('shows every page when there are few, and folds long runs into a gap', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 9)).toEqual([1, 2, 'gap', 9]);
    expect(pageItems(5, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9]);
    expect(pageItems(3, 9)).toEqual([1, 2, 3, 4, 'gap', 9]);
  });
});
