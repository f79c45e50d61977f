import { describe, expect, it } from 'vitest';
import { shippingFee } from './shipping.ts';

describe('shippingFee', () => {
  it.each([
    ['yangon', 3000],
    ['Mandalay', 5000],
    ['naypyitaw', 6000],
    ['others', 7000],
    ['bago', 7000],
  ])('%s costs %i kyat', (city, fee) => {
    expect(shippingFee(city)).toBe(fee);
  });
});
