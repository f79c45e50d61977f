import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, isCalendarDay } from './dates.ts';

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
  it('knows the days of the calendar, leap years included', () => {
    for (const day of ['2026-02-28', '2028-02-29', '2000-02-29', '2026-12-31', '0001-01-01']) {
      expect(isCalendarDay(day), day).toBe(true);
    }
    for (const day of [
      '2026-02-29',
      '2026-02-30',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '0000-01-01',
    ]) {
      expect(isCalendarDay(day), day).toBe(false);
    }
    for (const text of ['2026-2-3', '20260203', ' 2026-02-03', '2026-02-03T00:00'])
      expect(isCalendarDay(text)).toBe(false);
  });
});
