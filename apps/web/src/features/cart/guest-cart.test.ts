import * as sharedCart from '@shop/shared/cart';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartCount,
  lineCap,
  normaliseCart,
  removeLine,
  updateQuantity,
  type GuestCartAddition,
  type GuestCartLine,
} from './guest-cart.ts';

const tee = (overrides: Partial<GuestCartAddition> = {}): GuestCartAddition => ({
  productId: 'p1',
  quantity: 1,
  size: 'M',
  image: '/uploads/products/a-960.webp',
  color: 'Black',
  price: 25000,
  subCategory: 'Tees',
  itemName: 'Logo Tee',
  stock: 20,
  ...overrides,
});

describe('addToCart', () => {
  it('appends a new product, colour and size as its own line', () => {
    const first = addToCart([], tee({ quantity: 2 }), 'a');
    expect(first).toEqual({ lines: [expect.objectContaining({ _id: 'a', productId: 'p1', quantity: 2 })], added: 2 });
    expect(first.lines[0]).not.toHaveProperty('stock');

    const otherSize = addToCart(first.lines, tee({ size: 'L' }), 'b').lines;
    const otherColour = addToCart(otherSize, tee({ color: 'White' }), 'c').lines;
    expect(otherColour.map((l) => l._id)).toEqual(['a', 'b', 'c']);
  });

  it('adds up the same product, colour and size (colour compared case-insensitively)', () => {
    const { lines } = addToCart([], tee({ quantity: 2 }), 'a');
    const again = addToCart(lines, tee({ quantity: 3, color: 'black', itemName: 'Logo Tee v2' }), 'b');
    expect(again.added).toBe(3);
    expect(again.lines).toHaveLength(1);
    expect(again.lines[0]).toMatchObject({ _id: 'a', quantity: 5, itemName: 'Logo Tee v2' });
  });

  it('caps a line at 10 and at the stock, and says how many went in', () => {
    const { lines } = addToCart([], tee({ quantity: 8 }), 'a');
    const capped = addToCart(lines, tee({ quantity: 5 }));
    expect(capped.lines[0]!.quantity).toBe(10);
    expect(capped.added).toBe(2);
    expect(addToCart(capped.lines, tee({ quantity: 1 })).added).toBe(0);

    const lowStock = addToCart([], tee({ quantity: 4, stock: 3 }), 'a');
    expect(lowStock.lines[0]!.quantity).toBe(3);
    expect(addToCart([], tee({ quantity: 1, stock: 0 }))).toEqual({ lines: [], added: 0 });
  });

  it('never lowers a line when the stock seen is below what is already in the cart', () => {
    const { lines } = addToCart([], tee({ quantity: 6 }), 'a');
    const result = addToCart(lines, tee({ quantity: 1, stock: 4 }));
    expect(result).toEqual({ lines, added: 0 });
  });
});

describe('updateQuantity and removeLine', () => {
  const lines: GuestCartLine[] = [
    { ...tee(), _id: 'a', quantity: 2 },
    { ...tee({ size: 'L' }), _id: 'b', quantity: 1 },
  ].map(({ stock: _stock, ...line }) => line);

  it('sets a quantity within 1 to 10', () => {
    expect(updateQuantity(lines, 'a', 4)[0]!.quantity).toBe(4);
    expect(updateQuantity(lines, 'a', 25)[0]!.quantity).toBe(10);
  });

  it('removes a line at quantity 0 or less', () => {
    expect(updateQuantity(lines, 'a', 0).map((l) => l._id)).toEqual(['b']);
    expect(updateQuantity(lines, 'b', -3).map((l) => l._id)).toEqual(['a']);
    expect(removeLine(lines, 'a').map((l) => l._id)).toEqual(['b']);
  });

  it('counts the sum of quantities', () => {
    expect(cartCount(lines)).toBe(3);
    expect(cartCount([])).toBe(0);
  });
});

describe('lineCap', () => {
  it('is the stock up to 10', () => {
    expect([lineCap(0), lineCap(3), lineCap(10), lineCap(50)]).toEqual([0, 3, 10, 10]);
  });
});

describe('normaliseCart', () => {
  it('keeps valid lines and drops or repairs what is broken', () => {
    const stored = [
      { _id: 'a', productId: 'p1', quantity: 12, size: 'M', color: 'Black', price: 25000, itemName: 'Tee' },
      { _id: 'b', productId: 'p1', quantity: 0, size: 'L', color: 'Black' },
      { productId: 'p2', quantity: 1, size: 'M', color: 'Red' },
      'junk',
    ];
    expect(normaliseCart(stored)).toEqual([
      {
        _id: 'a',
        productId: 'p1',
        quantity: 10,
        size: 'M',
        color: 'Black',
        image: '',
        price: 25000,
        subCategory: '',
        itemName: 'Tee',
        itemNameMy: '',
      },
    ]);
    expect(normaliseCart({ not: 'a list' })).toEqual([]);
    expect(normaliseCart(null)).toEqual([]);
  });
});

describe('the shared cart contract', () => {
  it('keeps a stored line in the shape the sign-in merge accepts', () => {
    const { lines } = addToCart([], tee({ quantity: 3 }), 'a');
    const forMerge: sharedCart.GuestCartLine[] = lines;
    expect(sharedCart.MergeCartSchema.safeParse({ items: forMerge }).success).toBe(true);
  });
});

describe('mergeKey', () => {
  it('is the same for the same stored cart and changes with any line', async () => {
    const { mergeKey } = await import('./guest-cart.ts');
    const { lines } = addToCart([], tee({ quantity: 2 }), 'a');
    expect(mergeKey(lines)).toBe(mergeKey([...lines]));
    expect(mergeKey(updateQuantity(lines, 'a', 3))).not.toBe(mergeKey(lines));
    expect(mergeKey(addToCart(lines, tee({ color: 'White' }), 'b').lines)).not.toBe(mergeKey(lines));
    expect(mergeKey(lines).length).toBeLessThanOrEqual(100);
  });
});

describe('counting a stored cart', () => {
  it('counts nothing for a broken or foreign value and only usable quantities', () => {
    expect(cartCount(normaliseCart(null))).toBe(0);
    expect(cartCount(normaliseCart({ quantity: 4 }))).toBe(0);
    const stored = [
      { _id: 'a', productId: 'p', size: 'M', color: 'Black', quantity: 2 },
      { _id: 'b', productId: 'p', size: 'L', color: 'Black', quantity: '5' },
      { _id: 'c', productId: 'p', size: 'S', color: 'Black', quantity: -1 },
      { _id: 'd', productId: 'p', size: 'XL', color: 'Black', quantity: 1.9 },
    ];
    expect(cartCount(normaliseCart(stored))).toBe(3);
  });
});
