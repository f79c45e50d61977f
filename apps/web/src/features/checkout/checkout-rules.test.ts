import { describe, expect, it } from 'vitest';
import { digitsOnly, formField, nextAttempt, orderLines, parseAttempt } from './checkout-rules.ts';

describe('digitsOnly', () => {
  it('strips every non-digit, not only the first', () => {
    expect(digitsOnly('+95 9-123 456 789')).toBe('959123456789');
    expect(digitsOnly('09a12b34c567')).toBe('091234567');
    expect(digitsOnly('')).toBe('');
  });
});

describe('nextAttempt', () => {
  let n = 0;
  const newKey = () => `key-${++n}`;

  it('reuses the key while the same order is sent again (double click, retry)', () => {
    const first = nextAttempt(null, 'body-a', newKey);
    expect(nextAttempt(first, 'body-a', newKey)).toEqual(first);
  });

  it('takes a fresh key once the order changed', () => {
    const first = nextAttempt(null, 'body-a', newKey);
    const second = nextAttempt(first, 'body-b', newKey);
    expect(second.key).not.toBe(first.key);
    expect(second.fingerprint).toBe('body-b');
  });

  it('reads a stored attempt back, ignoring anything broken', () => {
    expect(parseAttempt(JSON.stringify({ key: 'k', fingerprint: 'f' }))).toEqual({ key: 'k', fingerprint: 'f' });
    expect(parseAttempt('{oops')).toBeNull();
    expect(parseAttempt(JSON.stringify({ key: 1 }))).toBeNull();
    expect(parseAttempt(null)).toBeNull();
  });
});

describe('orderLines', () => {
  it('sends only product, colour, size and quantity: never a price, name or image', () => {
    const line = { productId: 'p1', color: 'Black', size: 'M', quantity: 2, price: 1, itemName: 'x', image: 'y' };
    expect(orderLines([line])).toEqual([{ productId: 'p1', color: 'Black', size: 'M', quantity: 2 }]);
  });
});

describe('formField', () => {
  it("maps the server's field path to the form's field", () => {
    expect(formField('billingDetails.phone')).toBe('phone');
    expect(formField('paymentMethod')).toBe('paymentMethod');
    expect(formField(undefined)).toBeUndefined();
  });
});
