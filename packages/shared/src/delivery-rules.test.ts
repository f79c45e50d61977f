import { describe, expect, it } from 'vitest';
import { editDistance, nearestPlace, placeKey, shippingFor, zoneIs, zoneMatches, zoneSlug } from './delivery-rules.ts';

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

  it('reads a typed place name without case, spacing or a trailing "Township"', () => {
    for (const typed of ['Kamayut Township', 'kamayut tsp.', 'Kama-yut', ' KAMAYUT ', 'Kamayut\u200b']) {
      expect(placeKey(typed), typed).toBe('kamayut');
    }
    expect(placeKey('ကမာရွတ် မြို့နယ်')).toBe(placeKey('ကမာရွတ်'));
    expect(placeKey('Township')).toBe('');
  });

  it('counts edits between names, giving up past a limit', () => {
    expect(editDistance('kamayut', 'kamaryut')).toBe(1);
    expect(editDistance('kamayut', 'kamyt')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kamayut', 'bahan', 2)).toBe(3);
  });

  it('finds the place a near spelling means, a switched-off one winning a tie', () => {
    const places = [
      { ...kamayut, enabled: false },
      { slug: 'bahan', nameEn: 'Bahan', nameMy: 'ဗဟန်း', enabled: true },
      { ...okkalapa, enabled: true },
    ];
    expect(nearestPlace(places, 'Kamaryut')?.slug).toBe('kamayut');
    expect(nearestPlace(places, 'ကမာရွတ်မြို့နယ်')?.slug).toBe('kamayut');
    expect(nearestPlace(places, 'Bahann')?.slug).toBe('bahan');
    // Short names forgive one slip, not two; far names match nothing.
    expect(nearestPlace(places, 'Bahxxn')).toBeUndefined();
    expect(nearestPlace(places, 'Hlaing')).toBeUndefined();
    const twins = [
      { slug: 'north-dagon', nameEn: 'North Dagon', nameMy: 'မြောက်ဒဂုံ', enabled: true },
      { slug: 'south-dagon', nameEn: 'South Dagon', nameMy: 'တောင်ဒဂုံ', enabled: false },
    ];
    expect(nearestPlace(twins, 'Sorth Dagon')?.slug).toBe('south-dagon');
    expect(nearestPlace(twins, 'Nort Dagon')?.slug).toBe('north-dagon');
  });
});
