import { describe, expect, it } from 'vitest';
import { shippingFor, zoneIs, zoneMatches, zoneSlug } from './delivery-rules.ts';

const kamayut = { slug: 'kamayut', nameEn: 'Kamayut', nameMy: 'ကမာရွတ်' };
const okkalapa = { slug: 'north-okkalapa', nameEn: 'North Okkalapa', nameMy: 'မြောက်ဥက္ကလာပ' };

describe('delivery rules', () => {
  it('names a place by slug, English or Burmese name, in any case and spacing', () => {
    for (const value of ['kamayut', 'KAMAYUT', ' Kamayut ', 'ကမာရွတ်']) expect(zoneIs(kamayut, value), value).toBe(true);
    expect(zoneIs(okkalapa, 'north okkalapa')).toBe(true);
    expect(zoneIs(kamayut, 'Kamayut Road')).toBe(false);
    expect(zoneIs(kamayut, '')).toBe(false);
  });

  it('finds places by part of either name as a shopper types', () => {
    expect(zoneMatches(okkalapa, 'okka')).toBe(true);
    expect(zoneMatches(okkalapa, 'ဥက္ကလာ')).toBe(true);
    expect(zoneMatches(kamayut, 'okka')).toBe(false);
    expect(zoneMatches(kamayut, '')).toBe(true);
  });

  it('ships free from the threshold, never with 0', () => {
    expect(shippingFor(3000, 99_999, 100_000)).toBe(3000);
    expect(shippingFor(3000, 100_000, 100_000)).toBe(0);
    expect(shippingFor(3000, 10_000_000, 0)).toBe(3000);
  });

  it('makes a slug of an English name', () => {
    expect(zoneSlug(' Hpa-an ')).toBe('hpa-an');
    expect(zoneSlug('Mingala Taungnyunt')).toBe('mingala-taungnyunt');
  });
});
