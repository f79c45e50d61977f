import { describe, expect, it } from 'vitest';
import {
  BillingDetailsSchema,
  contactMatches,
  IdempotencyHeadersSchema,
  normalizeOrderId,
  ORDER_ID_PATTERN,
  PlaceOrderSchema,
} from './orders.ts';

const billing = {
  name: 'Aung Aung',
  email: 'Aung@Example.com',
  phone: '+95 9 4500 12345',
  region: 'Yangon',
  city: 'yangon',
  township: 'Kamayut',
  fullAddress: 'No. 12, Baho Road',
};

describe('checkout contract', () => {
  // Region and city stay as sent: the server reads them against its delivery zones.
  it('normalises what a shopper types', () => {
    expect(BillingDetailsSchema.parse(billing)).toEqual({
      ...billing,
      email: 'aung@example.com',
      phone: '09450012345',
    });
  });

  it.each([
    ['name', 'Name is required'],
    ['phone', 'Phone is required'],
    ['region', 'Region is required'],
    ['city', 'City is required'],
    ['township', 'Township is required'],
    ['fullAddress', 'Full address is required'],
  ])('says "%s" is required in the spec\'s words', (field, message) => {
    for (const value of ['', '   ', undefined]) {
      const result = BillingDetailsSchema.safeParse({ ...billing, [field]: value });
      expect(result.error?.issues[0]?.message).toBe(message);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
  });

  // Phone first (docs/decisions/038): a buyer without a mailbox leaves the email out; one given must be an address.
  it('takes an order without an email, and refuses an email that is not one', () => {
    for (const email of ['', '   ', undefined]) {
      expect(BillingDetailsSchema.safeParse({ ...billing, email }).success, String(email)).toBe(true);
    }
    const wrong = BillingDetailsSchema.safeParse({ ...billing, email: 'aung-at-example' });
    expect(wrong.error?.issues[0]?.path).toEqual(['email']);
  });

  it('accepts Myanmar phone numbers only', () => {
    for (const phone of ['09450012345', '959450012345', '+959450012345', '09-450-012-345']) {
      expect(BillingDetailsSchema.safeParse({ ...billing, phone }).success, phone).toBe(true);
    }
    for (const phone of ['12345', '+442079460958', '09abc', '0945']) {
      expect(BillingDetailsSchema.safeParse({ ...billing, phone }).success, phone).toBe(false);
    }
  });

  it('needs a payment method (cash on delivery or a wallet) and 1 to 50 lines', () => {
    const line = { productId: 'p', size: 'M', quantity: 1, price: 1 };
    const order = { cartItems: [line], billingDetails: billing, paymentMethod: 'cod' };
    expect(PlaceOrderSchema.parse(order).cartItems).toEqual([{ productId: 'p', size: 'M', quantity: 1 }]);
    expect(PlaceOrderSchema.safeParse({ ...order, paymentMethod: undefined }).error?.issues[0]?.message).toBe(
      'Payment method is required',
    );
    expect(PlaceOrderSchema.parse({ ...order, paymentMethod: ' kbzpay ' }).paymentMethod).toBe('kbzpay');
    for (const wallet of ['wavepay', 'ayapay', 'cbpay', 'bank'])
      expect(PlaceOrderSchema.parse({ ...order, paymentMethod: wallet }).paymentMethod).toBe(wallet);
    expect(PlaceOrderSchema.safeParse({ ...order, paymentMethod: 'bitcoin' }).error?.issues[0]?.message).toBe(
      'Please choose cash on delivery or one of the wallets the shop offers',
    );
    expect(PlaceOrderSchema.safeParse({ ...order, cartItems: [] }).success).toBe(false);
    expect(PlaceOrderSchema.safeParse({ ...order, cartItems: Array(51).fill(line) }).success).toBe(false);
  });

  it('takes an optional Idempotency-Key of 8 to 100 visible characters, keeping other headers', () => {
    expect(IdempotencyHeadersSchema.parse({ authorization: 'Bearer x' })).toEqual({ authorization: 'Bearer x' });
    expect(IdempotencyHeadersSchema.parse({ 'idempotency-key': 'abcd-1234', authorization: 'Bearer x' })).toEqual({
      'idempotency-key': 'abcd-1234',
      authorization: 'Bearer x',
    });
    for (const key of ['', 'short', 'x'.repeat(101), 'has space in it']) {
      expect(IdempotencyHeadersSchema.safeParse({ 'idempotency-key': key }).success).toBe(false);
    }
  });
});

describe('order ids and tracking', () => {
  it('reads an order id however a person types it', () => {
    expect(normalizeOrderId('ORD-7KQ2-M9XD-4H0A')).toBe('ORD-7KQ2-M9XD-4H0A');
    expect(normalizeOrderId(' ord-7kq2-m9xd-4hoa ')).toBe('ORD-7KQ2-M9XD-4H0A');
    expect(normalizeOrderId('7KQ2M9XD4HIL')).toBe('ORD-7KQ2-M9XD-4H11');
    expect(ORDER_ID_PATTERN.test(normalizeOrderId('7KQ2M9XD4HIL')!)).toBe(true);
    expect(normalizeOrderId('ORD-7KQ2-M9XD')).toBeNull();
    expect(normalizeOrderId('ORD-7KQ2-M9XD-4HU0')).toBeNull();
    expect(normalizeOrderId("x' or 1=1")).toBeNull();
  });

  it('matches the email (any case) or the phone (any spelling) an order was placed with', () => {
    const address = { email: 'aung@example.com', phone: '09450012345' };
    expect(contactMatches('AUNG@example.com', address)).toBe(true);
    expect(contactMatches('+95 9 4500 12345', address)).toBe(true);
    expect(contactMatches('09450012346', address)).toBe(false);
    expect(contactMatches('other@example.com', address)).toBe(false);
    expect(contactMatches('', address)).toBe(false);
  });
});
