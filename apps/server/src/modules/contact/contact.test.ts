import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { contactMessages } from '../../db/schema/index.ts';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';

const valid = {
  name: 'Aung Aung',
  email: 'aung@example.com',
  subject: 'Sizes',
  message: 'Do you have the hoodie in XXL?',
};

describe('POST /api/contact', () => {
  let shop: TestShop;
  beforeEach(async () => {
    shop = await createTestShop({ SHOP_EMAIL: 'owner@shop.test' });
  });
  afterEach(() => shop.close());

  const stored = async () => (await shop.database.db.select({ n: count() }).from(contactMessages))[0]?.n;

  it('stores the message, mails it to the shop and thanks the sender', async () => {
    const res = await shop.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: "Thank you for your message! We'll get back to you within 24 hours." });
    expect(await stored()).toBe(1);
    const mail = await shop.mail.waitFor((m) => m.to.includes('owner@shop.test'));
    expect(mail.subject).toBe('Contact form: Sizes');
    expect(mail.replyTo).toBe('aung@example.com');
    expect(mail.text).toContain('Do you have the hoodie in XXL?');
  });

  it.each([
    ['name', 'Name is required'],
    ['email', 'Please enter your email or phone number'],
    ['subject', 'Subject is required'],
    ['message', 'Message is required'],
  ])('refuses a missing %s with 400 naming it, storing nothing', async (field, message) => {
    const res = await shop.app.inject({ method: 'POST', url: '/api/contact', payload: { ...valid, [field]: '  ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION', field });
    const absent = await shop.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, [field]: undefined },
    });
    expect(absent.statusCode).toBe(400);
    expect(absent.json()).toMatchObject({ message, field });
    expect(await stored()).toBe(0);
  });

  it('takes a phone instead of an email, stores it in its one spelling and mails it to the shop', async () => {
    const { email: _none, ...byPhone } = valid;
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...byPhone, phone: '+95 9 771 234 567' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await shop.database.db.select().from(contactMessages);
    expect(row).toMatchObject({ email: '', phone: '09771234567' });
    const mail = await shop.mail.waitFor((m) => m.to.includes('owner@shop.test'));
    expect(mail.text).toContain('09771234567');
    expect(mail.replyTo).toBeFalsy();
    const bad = await shop.app.inject({ method: 'POST', url: '/api/contact', payload: { ...byPhone, phone: '0912' } });
    expect(bad.json()).toEqual({
      message: 'Please enter a valid Myanmar mobile number (09…)',
      code: 'VALIDATION',
      field: 'phone',
    });
  });

  it('refuses a malformed email and a body that is not JSON', async () => {
    const bad = await shop.app.inject({ method: 'POST', url: '/api/contact', payload: { ...valid, email: 'aung@' } });
    expect(bad.json()).toEqual({ message: 'Please enter a valid email address', code: 'VALIDATION', field: 'email' });
    const garbled = await shop.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(garbled.body).not.toMatch(/at .*\.js|SyntaxError/);
    expect(await stored()).toBe(0);
  });

  it('is rate limited with Retry-After', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await shop.app.inject({ method: 'POST', url: '/api/contact', payload: valid })).statusCode).toBe(201);
    }
    const limited = await shop.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await stored()).toBe(5);
  });
});
