import { afterEach, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';

/**
 * The address the per-address limits count (docs/decisions/026-spec-clients-and-client-addresses.md):
 * the socket's, unless TRUST_PROXY names the proxy in front. The contact form takes 60 messages in
 * 10 minutes from one address (sign-up's 200 an hour, each a password hash, would make this slow).
 */
describe('the client address behind the per-address limits', () => {
  let shop: TestShop;
  afterEach(() => shop.close());

  let n = 0;
  const write = (forwardedFor: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { name: 'Mg Mg', email: `mg${++n}@example.com`, subject: 'Sizes', message: 'XXL?' },
    });

  it('served directly, a forged X-Forwarded-For is ignored: 70 made-up addresses still hit the limit', async () => {
    shop = await createTestShop();
    const codes: number[] = [];
    for (let i = 0; i < 70; i++) codes.push((await write(`203.0.113.${i + 1}`)).statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(60);
    expect(codes.slice(60).every((c) => c === 429)).toBe(true);
  });

  it('behind a proxy named in TRUST_PROXY, the address it forwards is the one counted', async () => {
    shop = await createTestShop({ TRUST_PROXY: '127.0.0.1' });
    for (let i = 0; i < 60; i++) expect((await write('198.51.100.7')).statusCode).toBe(201);
    expect((await write('198.51.100.7')).statusCode).toBe(429);
    // Another shopper behind the same proxy has an allowance of their own.
    expect((await write('198.51.100.8')).statusCode).toBe(201);
  });
});
