import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, isCalendarDay } from './dates.ts';

describe('dates', () => {
  const when = '2026-03-14T08:34:00Z';
  it('reads in Myanmar time, in English or in Burmese with Myanmar digits', () => {
    expect(formatDate(when)).toBe('14 Mar 2026');
    expect(formatDateTime(new Date(when))).toBe('14 Mar 2026, 15:04');
    expect(formatDate(when, 'my')).toBe('၂၀၂၆ မတ် ၁၄');
    expect(formatDateTime(when, 'my')).toBe('၂၀၂၆ မတ် ၁၄ ၊ ၁၅:၀၄');
  });
  it('writes the Burmese month in full, the day turning at midnight in Yangon, not in UTC', () => {
    expect(formatDateTime('2026-11-27T22:02:00Z', 'my')).toBe('၂၀၂၆ နိုဝင်ဘာ ၂၈ ၊ ၄:၃၂');
    expect(formatDateTime('2026-11-27T22:02:00Z', 'en')).toBe('28 Nov 2026, 04:32');
    expect(formatDateTime('2026-12-31T17:29:00Z', 'en')).toBe('31 Dec 2026, 23:59');
    expect(formatDateTime('2026-12-31T17:30:00Z', 'en')).toBe('1 Jan 2027, 00:00');
    expect(formatDate('2026-11-28', 'my')).toBe('၂၀၂၆ နိုဝင်ဘာ ၂၈');
  });
  it('has a Burmese name for every month and no Latin digit in Burmese', () => {
    const months = Array.from({ length: 12 }, (_, m) => formatDate(new Date(Date.UTC(2026, m, 15)), 'my'));
    expect(months.map((text) => text.split(' ')[1])).toEqual([
      'ဇန်နဝါရီ',
      'ဖေဖော်ဝါရီ',
      'မတ်',
      'ဧပြီ',
      'မေ',
      'ဇွန်',
      'ဇူလိုင်',
      'ဩဂုတ်',
      'စက်တင်ဘာ',
      'အောက်တိုဘာ',
      'နိုဝင်ဘာ',
      'ဒီဇင်ဘာ',
    ]);
    for (const text of months) expect(text).not.toMatch(/[0-9A-Za-z]/);
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
