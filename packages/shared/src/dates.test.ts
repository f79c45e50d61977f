import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates.ts';

describe('dates', () => {
  const when = '2026-03-14T08:34:00Z';
  it('reads in Myanmar time, in English or in Burmese with Myanmar digits', () => {
    expect(formatDate(when)).toBe('14 Mar 2026');
    expect(formatDateTime(new Date(when))).toBe('14 Mar 2026, 15:04');
    expect(formatDate(when, 'my')).toBe('၂၀၂၆ မတ် ၁၄');
    expect(formatDateTime(when, 'my')).toBe('၂၀၂၆ မတ် ၁၄ ၁၅:၀၄');
  });
  it('gives back what is not a date', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});
