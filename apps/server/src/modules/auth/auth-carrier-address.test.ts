import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { uniqueEmail } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';

/**
 * Many customers behind one public address (a carrier NAT, docs/decisions/036): the per-address
 * limits of sign-up and of failed sign-ins leave room for them; what stops a guesser is counted
 * per account.
 */
describe('sign-up and sign-in behind one carrier address', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(() => shop.close());

  const carrier = '203.0.113.40';
  const register = (email: string) =>
    request(shop, {
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: carrier,
      payload: { name: 'Su Su', email, password: 'abc12345', phone: '' },
    });
  const login = (email: string, password: string) =>
    request(shop, { method: 'POST', url: '/api/auth/login', remoteAddress: carrier, payload: { email, password } });

  it('signs up 30 customers from one address in an hour (the old limit was 20)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 30; i += 10) {
      const batch = await Promise.all(Array.from({ length: 10 }, () => register(uniqueEmail('nat'))));
      codes.push(...batch.map((r) => r.statusCode));
    }
    expect(codes).toEqual(Array(30).fill(201));
  });

  it('lets 60 mistyped passwords of different customers pass without shutting the address out (the old limit was 50); one account still locks a guesser out', async () => {
    const emails = Array.from({ length: 60 }, () => uniqueEmail('typo'));
    for (let i = 0; i < 60; i += 10) await Promise.all(emails.slice(i, i + 10).map((email) => register(email)));
    for (let i = 0; i < 60; i += 10) {
      const wrong = await Promise.all(emails.slice(i, i + 10).map((email) => login(email, 'wrong1234')));
      expect(wrong.map((r) => r.statusCode)).toEqual(Array(10).fill(401));
    }
    expect((await login(emails[0]!, 'abc12345')).statusCode).toBe(200);
    const target = emails[1]!;
    for (let i = 0; i < 9; i++) expect((await login(target, `guess${i}abc`)).statusCode).toBe(401);
    expect((await login(target, 'guess9abc')).statusCode).toBe(429);
    // 130 password hashes: seconds on an idle machine, more on a busy one.
  }, 120_000);
});
