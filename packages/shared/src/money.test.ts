import { describe, expect, it } from 'vitest';
import { formatMMK } from './money.ts';

describe('formatMMK', () => {
  it('shows whole kyat with thousands separators and the currency after', () => {
    expect(formatMMK(25000)).toBe('25,000 MMK');
    expect(formatMMK(0)).toBe('0 MMK');
    expect(formatMMK(1234567)).toBe('1,234,567 MMK');
  });

  it('never shows a fraction or a dollar sign', () => {
    expect(formatMMK(999.6)).toBe('1,000 MMK');
    expect(formatMMK(3000)).not.toContain('$');
  });
});
