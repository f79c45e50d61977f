import { describe, expect, it } from 'vitest';
import { placeName } from './place-rules.ts';

describe('placeName', () => {
  it('writes the picker keys as the names the shopper saw, and capitalises any other name', () => {
    expect(placeName('yangon')).toBe('Yangon');
    expect(placeName('NAYPYITAW')).toBe('Naypyitaw');
    expect(placeName('others')).toBe('Other city');
    expect(placeName(' pyin oo lwin ')).toBe('Pyin Oo Lwin');
    expect(placeName('Taunggyi')).toBe('Taunggyi');
    expect(placeName('')).toBe('');
  });
});
