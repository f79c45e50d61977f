import { describe, expect, it } from 'vitest';
import { formatCount, formatMMK } from './money.ts';

describe('formatMMK', () => {
  it('shows whole kyat with thousands separators and the currency after', () => {
    expect(formatMMK(25000)).toBe('25,000 MMK');
    expect(formatMMK(0)).toBe('0 MMK');
    expect(formatMMK(1234567)).toBe('1,234,567 MMK');
    expect(formatMMK(100)).toBe('100 MMK');
    expect(formatMMK(-1500)).toBe('-1,500 MMK');
  });

  it('writes what Intl.NumberFormat would', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const amount of [1, 12, 999, 1000, 65432, 100000, 9999999, 123456789, -42, -1000000, 0.4])
      expect(formatMMK(amount)).toBe(`${intl.format(Math.round(amount))} MMK`);
  });

  it('never shows a fraction or a dollar sign', () => {
    expect(formatMMK(999.6)).toBe('1,000 MMK');
    expect(formatMMK(3000)).not.toContain('$');
  });

  it('writes Burmese amounts with Myanmar digits and kyat', () => {
    expect(formatMMK(25000, 'my')).toBe('၂၅,၀၀၀ ကျပ်');
    expect(formatMMK(0, 'my')).toBe('၀ ကျပ်');
    expect(formatMMK(1234567.4, 'my')).toBe('၁,၂၃၄,၅၆၇ ကျပ်');
    expect(formatMMK(25000, 'en')).toBe('25,000 MMK');
  });
});

describe('formatCount', () => {
  it('groups thousands, in Myanmar digits for Burmese', () => {
    expect(formatCount(5433)).toBe('5,433');
    expect(formatCount(40, 'my')).toBe('၄၀');
    expect(formatCount(5433, 'my')).toBe('၅,၄၃၃');
    expect(formatCount(0, 'my')).toBe('၀');
  });
});
