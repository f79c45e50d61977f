import { describe, expect, it } from 'vitest';
import { barPercent, labelledDays, scaleTop } from './chart.ts';

describe('dashboard chart arithmetic', () => {
  it('rounds the top of the scale up to 1, 2 or 5 times a power of ten', () => {
    expect(scaleTop([])).toBe(1);
    expect(scaleTop([0, 0])).toBe(1);
    expect(scaleTop([3])).toBe(5);
    expect(scaleTop([7, 2])).toBe(10);
    expect(scaleTop([10])).toBe(10);
    expect(scaleTop([11])).toBe(20);
    expect(scaleTop([120_000, 45_000])).toBe(200_000);
    expect(scaleTop([500_000])).toBe(500_000);
  });

  it('gives bar heights as a share of the top', () => {
    expect(barPercent(0, 10)).toBe(0);
    expect(barPercent(5, 10)).toBe(50);
    expect(barPercent(10, 10)).toBe(100);
    expect(barPercent(3, 0)).toBe(0);
  });

  it('names the first, middle and last day', () => {
    expect(labelledDays(Array.from({ length: 30 }, (_, i) => i))).toEqual([0, 14, 29]);
    expect(labelledDays([1, 2])).toEqual([1, 2]);
  });
});
