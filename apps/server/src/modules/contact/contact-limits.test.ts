import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';

/**
 * The contact form behind one carrier address (docs/decisions/036): many senders from one
 * address are heard; one sender is limited wherever they write from.
 */
describe('contact messages behind one carrier address', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ SHOP_EMAIL: 'owner@shop.test' });
  });
  afterAll(() => shop.close());

  const send = (email: string, remoteAddress = '203.0.113.50') =>
    shop.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress,
      payload: { name: 'Aung Aung', email, subject: 'Sizes', message: 'Do you have the hoodie in XXL?' },
    });

  it('takes 20 senders’ messages from one address (the old limit was 5 in 10 minutes)', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(`sender${i}@example.com`)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
  });

  it('limits one sender to 5 messages in 10 minutes, from any address', async () => {
    for (let i = 0; i < 5; i++) expect((await send('chatty@example.com', `198.51.100.${60 + i}`)).statusCode).toBe(201);
    const refused = await send('Chatty@example.com', '198.51.100.70');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
