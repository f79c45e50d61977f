import { describe, expect, it } from 'vitest';
import {
  AddCartItemSchema,
  cartCount,
  cartSubtotal,
  lineCap,
  MergeCartSchema,
  outOfStockMessage,
  sameCartLine,
  UpdateCartItemSchema,
} from './cart.ts';

describe('cart contract', () => {
  const add = { productId: 'p1', quantity: 1, size: 'M' };

  it('accepts 1 to 10 whole items of a size of any set, colour optional', () => {
    expect(AddCartItemSchema.parse({ ...add, color: ' Black ' })).toEqual({ ...add, color: 'Black' });
    expect(AddCartItemSchema.safeParse({ ...add, quantity: 10 }).success).toBe(true);
    // A quantity input's string is read as its number (the spec's client sends the input's value).
    expect(AddCartItemSchema.parse({ ...add, quantity: ' 2 ' })).toEqual({ ...add, quantity: 2 });
    for (const quantity of [0, -1, 11, 1.5, 'two', '11', '']) {
      const result = AddCartItemSchema.safeParse({ ...add, quantity });
      expect(result.success, String(quantity)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Quantity must be a whole number from 1 to 10');
    }
    // Any set's size is a string; whether the product has it is the catalogue's answer.
    for (const size of ['EU 42', 'Free size', '35–38'])
      expect(AddCartItemSchema.parse({ ...add, size }).size).toBe(size);
    for (const size of ['', '  '])
      expect(AddCartItemSchema.safeParse({ ...add, size }).error?.issues[0]?.message).toBe('Please select a size');
    expect(AddCartItemSchema.safeParse({ ...add, size: 'a size too long' }).success).toBe(false);
    expect(AddCartItemSchema.safeParse({ ...add, size: 'M\u0000' }).success).toBe(false);
  });

  it('lets an update send 0 or less (a removal) but not a fraction', () => {
    expect(UpdateCartItemSchema.parse({ quantity: 0 })).toEqual({ quantity: 0 });
    expect(UpdateCartItemSchema.parse({ quantity: -3 })).toEqual({ quantity: -3 });
    expect(UpdateCartItemSchema.safeParse({ quantity: 2.5 }).success).toBe(false);
  });

  it('keeps a guest line with odd values for the server to skip, but bounds the list', () => {
    expect(MergeCartSchema.safeParse({ items: [{ productId: 'x', size: 'M', quantity: 0 }] }).success).toBe(true);
    const many = Array.from({ length: 101 }, () => ({ productId: 'x', size: 'M', quantity: 1 }));
    expect(MergeCartSchema.safeParse({ items: many }).success).toBe(false);
  });

  it('counts quantities, sums prices and tells lines apart by product, colour and size', () => {
    const lines = [
      { quantity: 2, price: 25_000 },
      { quantity: 1, price: 40_000 },
    ];
    expect(cartCount(lines)).toBe(3);
    expect(cartSubtotal(lines)).toBe(90_000);
    expect(
      sameCartLine({ productId: 'p', color: 'Black', size: 'M' }, { productId: 'p', color: 'black', size: 'M' }),
    ).toBe(true);
    expect(
      sameCartLine({ productId: 'p', color: 'Black', size: 'M' }, { productId: 'p', color: 'White', size: 'M' }),
    ).toBe(false);
    expect(
      sameCartLine({ productId: 'p', color: 'Black', size: 'M' }, { productId: 'p', color: 'Black', size: 'L' }),
    ).toBe(false);
  });

  it('caps a line at 10 and at stock', () => {
    expect(lineCap(25)).toBe(10);
    expect(lineCap(3)).toBe(3);
    expect(lineCap(-1)).toBe(0);
    expect(outOfStockMessage(0)).toBe('Sorry this item is out of stock');
    expect(outOfStockMessage(2)).toBe('Sorry this item is out of stock: only 2 left');
  });
});
