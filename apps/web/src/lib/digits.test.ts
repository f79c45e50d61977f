import { describe, expect, it } from 'vitest';
import { digitsOnly, wholeNumber } from './digits.ts';

describe('number fields', () => {
  it('keep every digit, Myanmar digits as Latin ones, and nothing else', () => {
    expect(digitsOnly('+95 9-123 456 789')).toBe('959123456789');
    expect(digitsOnly('၀၉ ၇၈၁-၂၃၄ ၅၆၇')).toBe('09781234567');
    expect(digitsOnly('၀9a၁2')).toBe('0912');
    expect(digitsOnly('')).toBe('');
  });

  it('read a whole number from either script, empty as empty', () => {
    expect(wholeNumber('၂၅၀၀၀')).toBe(25000);
    expect(wholeNumber('25,000')).toBe(25000);
    expect(wholeNumber('')).toBe('');
    expect(wholeNumber('ကျပ်')).toBe('');
  });
});
