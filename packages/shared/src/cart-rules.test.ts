import { describe, expect, it } from 'vitest';
import * as cart from './cart.ts';
import { cartCount, cartSubtotal, lineCap, lineLimit, MAX_LINE_QUANTITY, sameCartLine } from './cart-rules.ts';

describe('cart rules', () => {
  it('counts quantities and adds up prices in whole kyat', () => {
    const lines = [
      { quantity: 2, price: 25000 },
      { quantity: 1, price: 18000 },
    ];
    expect(cartCount(lines)).toBe(3);
    expect(cartSubtotal(lines)).toBe(68000);
  });

  it('tells lines apart by product, colour (any case) and size', () => {
    expect(
      sameCartLine({ productId: 'p', color: 'Black', size: 'M' }, { productId: 'p', color: 'black', size: 'M' }),
    ).toBe(true);
    expect(
      sameCartLine({ productId: 'p', color: 'Black', size: 'M' }, { productId: 'p', color: 'White', size: 'M' }),
    ).toBe(false);
  });

  it('caps a line at 10 and at the stock, and says which limit stops it', () => {
    expect([lineCap(0), lineCap(3), lineCap(50)]).toEqual([0, 3, 10]);
    expect(lineLimit(2, 5)).toBeNull();
    expect(lineLimit(3, 3)).toEqual({ kind: 'stock', stock: 3 });
    expect(lineLimit(10, 40)).toEqual({ kind: 'max' });
    expect(lineLimit(10, 10)).toEqual({ kind: 'max' });
    expect(lineLimit(9, null)).toBeNull();
    expect(lineLimit(MAX_LINE_QUANTITY, null)).toEqual({ kind: 'max' });
  });

  it('stays reachable through the schema module for the server', () => {
    expect(cart.MAX_LINE_QUANTITY).toBe(MAX_LINE_QUANTITY);
    expect(cart.outOfStockMessage(2)).toBe('Sorry this item is out of stock: only 2 left');
  });
});
