import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date.ts';

describe('the date formatter', () => {
  it('writes Myanmar time in English, and in Burmese with Myanmar digits', () => {
    const iso = '2026-03-14T08:34:00.000Z';
    expect(formatDateTime(iso, 'en')).toBe('14 Mar 2026, 15:04');
    expect(formatDate(iso)).toBe('14 Mar 2026');
    const burmese = formatDateTime(iso, 'my');
    expect(burmese).toMatch(/၂၀၂၆/);
    expect(burmese).toMatch(/၁၅:၀၄/);
    expect(burmese).not.toMatch(/[0-9]/);
  });

  it('gives back what is not a date', () => {
    expect(formatDate('soon', 'my')).toBe('soon');
  });
});
