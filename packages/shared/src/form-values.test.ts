import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formBoolean, formNumber, INT4_MAX, serialIdSchema } from './form-values.ts';

describe('values as forms send them', () => {
  const price = formNumber(z.number().int('whole').min(0, 'positive'), 'a number please');

  it('reads a number or its string, then checks it', () => {
    expect(price.parse(25_000)).toBe(25_000);
    expect(price.parse('25000')).toBe(25_000);
    expect(price.parse(' 7 ')).toBe(7);
    // Typed with a Myanmar keyboard: stored in Latin digits.
    expect(price.parse('၂၅၀၀၀')).toBe(25_000);
    expect(price.parse(' ၇ ')).toBe(7);
    expect(price.safeParse('12.5').error?.issues[0]?.message).toBe('whole');
    expect(price.safeParse('-1').error?.issues[0]?.message).toBe('positive');
    for (const bad of ['', '25,000', '၂၅,၀၀၀', '1e3', 'abc', '1\u0000']) {
      // What a form sends: one issue, no union's branches for a form's resolver to word instead.
      expect(price.safeParse(bad).error?.issues, bad).toEqual([
        expect.objectContaining({ code: 'custom', message: 'a number please' }),
      ]);
    }
    for (const bad of [null, true, Number.NaN]) {
      expect(price.safeParse(bad).error?.issues[0]?.message, String(bad)).toBe('a number please');
    }
  });

  it('reads a serial id only from 1 to 2^31 − 1, whatever else a URL or a body holds', () => {
    const id = serialIdSchema('Not found');
    expect(id.parse(12)).toBe(12);
    expect(id.parse('12')).toBe(12);
    expect(id.parse(String(INT4_MAX))).toBe(2 ** 31 - 1);
    for (const bad of [2 ** 31, '2147483648', '99999999999', 1e21, '9'.repeat(400), 0, '-1', 1.5, 'abc', '', null]) {
      const messages = new Set(id.safeParse(bad).error?.issues.map((i) => i.message));
      expect([...messages], String(bad)).toEqual(['Not found']);
    }
  });

  it("reads a checkbox's spellings as booleans", () => {
    const box = formBoolean('yes or no');
    for (const on of [true, 'on', 'ON', 'true', '1', 'yes']) expect(box.parse(on), String(on)).toBe(true);
    for (const off of [false, 'off', 'false', '0', 'no', '']) expect(box.parse(off), String(off)).toBe(false);
    for (const bad of ['maybe', 2, null]) expect(box.safeParse(bad).error?.issues[0]?.message).toBe('yes or no');
  });
});
