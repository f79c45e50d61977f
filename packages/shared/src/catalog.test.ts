import { describe, expect, it } from 'vitest';
import {
  byColorId,
  imageAtWidth,
  isCardOutOfStock,
  isLowStock,
  isProductOutOfStock,
  srcSet,
  stockBadge,
  variantStock,
} from './catalog.ts';

describe('catalogue rules', () => {
  it('badges stock as the admin sees it: 0 out, under 10 low, else in stock', () => {
    expect([0, 1, 9, 10].map(stockBadge)).toEqual(['Out of Stock', 'Low Stock', 'Low Stock', 'In Stock']);
  });

  it('marks a card out of stock only when every size is at 0', () => {
    expect(
      isCardOutOfStock({
        sizes: [
          { size: 'M', stock: 0 },
          { size: 'L', stock: 1 },
        ],
      }),
    ).toBe(false);
    expect(isCardOutOfStock({ sizes: [{ size: 'M', stock: 0 }] })).toBe(true);
    expect(isCardOutOfStock({ sizes: [] })).toBe(true);
    expect(isProductOutOfStock({ totalVariants: 0, totalStock: 0 })).toBe(true);
    expect(isProductOutOfStock({ totalVariants: 2, totalStock: 3 })).toBe(false);
  });

  it('finds the stock of a colour and size, 0 when either is unknown', () => {
    const product = {
      variants: [{ name: '', description: '', color: 'Black', images: [], sizes: [{ size: 'M' as const, stock: 4 }] }],
    };
    expect(variantStock(product, 'black', 'M')).toBe(4);
    expect(variantStock(product, 'Black', 'XL')).toBe(0);
    expect(variantStock(product, 'Red', 'M')).toBe(0);
    expect([0, 1, 4, 5, 9, 10].map(isLowStock)).toEqual([false, true, true, true, true, false]);
  });

  it('names a colour record {productId}_{colour}', () => {
    expect(byColorId('p1', 'Black')).toBe('p1_Black');
  });

  it('lists the stored widths of an image and picks a thumbnail', () => {
    expect(srcSet('/uploads/products/ab12-640.webp')).toBe(
      '/uploads/products/ab12-320.webp 320w, /uploads/products/ab12-640.webp 640w',
    );
    expect(imageAtWidth('/uploads/products/ab12-960.webp', 300)).toBe('/uploads/products/ab12-320.webp');
    expect(imageAtWidth('/uploads/products/ab12-640.webp', 900)).toBe('/uploads/products/ab12-640.webp');
    expect(srcSet('https://example.com/photo.jpg')).toBe('');
    expect(imageAtWidth('https://example.com/photo.jpg', 320)).toBe('https://example.com/photo.jpg');
  });
});
