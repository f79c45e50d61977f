import { describe, expect, it } from 'vitest';
import { BillingDetailsSchema } from './orders.ts';
import { formatPhone, normalizePhone, phoneSearchDigits } from './phone-rules.ts';

describe('Myanmar phone numbers', () => {
  it.each([
    '09771234567',
    '09 771 234 567',
    '09-771-234-567',
    '(09) 77-123-4567',
    '+959771234567',
    '+95 9 771 234 567',
    '959771234567',
    '959 771 234 567',
    '၀၉ ၇၇၁ ၂၃၄ ၅၆၇',
    '+၉၅၉၇၇၁၂၃၄၅၆၇',
  ])('%s is the one number 09771234567', (typed) => {
    expect(normalizePhone(typed)).toBe('09771234567');
  });

  it.each([
    ['MPT 09 5…', '095123456'],
    ['MPT 09 4…', '09421234567'],
    ['Ooredoo 09 9…', '09971234567'],
    ['ATOM (Telenor) 09 7…', '09781234567'],
    ['Mytel 09 6…', '09691234567'],
    ['MPT 09 2…', '09251234567'],
  ])("accepts %s as a valid operator's number", (_operator, phone) => {
    expect(normalizePhone(phone)).toBe(phone);
  });

  it.each([
    ['too short', '0977123456'],
    ['too long', '097712345678'],
    ['no operator has 091…', '0912345678'],
    ['a Yangon landline', '01234567'],
    ['letters', '09abc1234'],
    ['nothing but the prefix', '09'],
  ])('refuses %s (%s)', (_why, phone) => {
    expect(normalizePhone(phone)).toBeNull();
  });

  it('keeps numbers of other countries as + and digits', () => {
    expect(normalizePhone('+66 81 234 5678')).toBe('+66812345678');
    expect(normalizePhone('+66 81')).toBeNull();
  });

  it('formats a stored number for reading, in Myanmar digits for Burmese', () => {
    expect(formatPhone('09251234567')).toBe('09 251 234 567');
    expect(formatPhone('09251234567', 'my')).toBe('၀၉ ၂၅၁ ၂၃၄ ၅၆၇');
    expect(formatPhone('+66812345678')).toBe('+66812345678');
  });

  it('checkout takes Myanmar mobile numbers only, with a clear message', () => {
    const billing = {
      name: 'Aung',
      email: 'a@b.co',
      region: 'yangon',
      city: 'yangon',
      township: 'Kamayut',
      fullAddress: 'No. 1',
      paymentMethod: 'cod',
    };
    expect(BillingDetailsSchema.parse({ ...billing, phone: '၀၉-၇၈၁-၂၃၄-၅၆၇' }).phone).toBe('09781234567');
    for (const phone of ['0977123456', '+66812345678']) {
      const result = BillingDetailsSchema.safeParse({ ...billing, phone });
      expect(result.error?.issues[0]).toMatchObject({
        path: ['phone'],
        message: 'Please enter a valid Myanmar mobile number (09…)',
      });
    }
  });
});

describe('phone digits of an admin search', () => {
  it.each([
    ['+95 9 450', '09450'],
    ['959450012', '09450012'],
    ['၀၉၄၅၀', '09450'],
    ['4500', '4500'],
    ['+66 81', '+6681'],
  ])('%s looks for %s', (typed, digits) => {
    expect(phoneSearchDigits(typed)).toBe(digits);
  });

  it.each(['ORD-A0B0-C1DE-FGHJ', 'aung123@example.com', 'Ko 123', '12', '+9'])('%s is no phone search', (typed) => {
    expect(phoneSearchDigits(typed)).toBeNull();
  });
});
