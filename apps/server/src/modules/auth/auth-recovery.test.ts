import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, users } from '../../db/schema/index.ts';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person, signIn, uniqueEmail } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { linkIn } from '../../../test/support/smtp-sink.ts';

describe('forgot and reset password', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(() => shop.close());

  const forgot = (email: string, remoteAddress?: string) =>
    request(shop, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const reset = (payload: Record<string, unknown>) =>
    request(shop, { method: 'POST', url: '/api/auth/reset-password', payload });
  const resetMails = (email: string) =>
    shop.mail.received.filter((m) => m.to.includes(email) && /reset/i.test(m.subject));

  /** Asks for a reset and answers the userId and token of the mailed link. */
  async function requestReset(email: string, count = 1) {
    expect((await forgot(email)).statusCode).toBe(200);
    await expect.poll(() => resetMails(email).length).toBe(count);
    const link = new URL(linkIn(resetMails(email)[count - 1]!.text));
    const [, , userId, resetToken] = link.pathname.split('/');
    return { link, userId: userId!, resetToken: resetToken! };
  }

  it('mails a one-hour link that sets the password once and ends older sessions', async () => {
    const user = await person(shop);
    const { link, userId, resetToken } = await requestReset(user.email);
    expect(link.origin).toBe('http://shop.test');
    expect(link.pathname).toBe(`/reset-password/${user.id}/${resetToken}`);
    expect(resetMails(user.email)[0]?.html).toContain('Reset password');

    const [stored] = await shop.database.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'reset')));
    expect(stored?.tokenHash).not.toContain(resetToken);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const done = await reset({ userId, resetToken, newPassword: 'newpass99' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Password has been reset successfully' });
    const again = await reset({ userId, resetToken, newPassword: 'other9999' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: 'Invalid reset token', code: 'BAD_REQUEST' });

    const old = await request(shop, { method: 'GET', url: '/api/auth/me', token: user.token });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(signIn(shop, user.email, user.password)).rejects.toThrow(/401/);
    const fresh = await signIn(shop, user.email, 'newpass99');
    expect((await request(shop, { method: 'GET', url: '/api/auth/me', token: fresh })).statusCode).toBe(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const user = await person(shop);
    const known = await forgot(user.email);
    const ghost = uniqueEmail('ghost');
    const unknown = await forgot(ghost);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await expect.poll(() => resetMails(user.email).length).toBe(1);
    expect(shop.mail.received.some((m) => m.to.includes(ghost))).toBe(false);
  });

  it('only the newest link works', async () => {
    const user = await person(shop);
    const first = await requestReset(user.email, 1);
    const second = await requestReset(user.email, 2);
    const old = await reset({ userId: first.userId, resetToken: first.resetToken, newPassword: 'newpass11' });
    expect(old.json()).toMatchObject({ message: 'Invalid reset token' });
    const newest = await reset({ userId: second.userId, resetToken: second.resetToken, newPassword: 'newpass11' });
    expect(newest.statusCode).toBe(200);
  });

  it("says 'Reset token has expired' after an hour", async () => {
    const user = await person(shop);
    const { userId, resetToken } = await requestReset(user.email);
    await shop.database.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'reset')));
    const res = await reset({ userId, resetToken, newPassword: 'newpass22' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Reset token has expired', code: 'BAD_REQUEST' });
    expect(await signIn(shop, user.email, user.password)).toEqual(expect.any(String));
  });

  it('refuses tampered tokens, other users and malformed ids without a 500', async () => {
    const user = await person(shop);
    const other = await person(shop);
    const { userId, resetToken } = await requestReset(user.email);
    const cases = [
      { userId, resetToken: `${resetToken.slice(0, -1)}${resetToken.endsWith('A') ? 'B' : 'A'}` },
      { userId: other.id, resetToken },
      { userId: 'not-a-uuid', resetToken },
      { userId, resetToken: '' },
    ];
    for (const c of cases) {
      const res = await reset({ ...c, newPassword: 'newpass33' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Invalid reset token' });
    }
    const weak = await reset({ userId, resetToken, newPassword: 'weak' });
    expect(weak.json()).toMatchObject({ field: 'newPassword', code: 'VALIDATION' });
    expect((await reset({ userId, resetToken, newPassword: 'newpass33' })).statusCode).toBe(200);
  });

  it('limits reset requests per requester with Retry-After; a stranger cannot stop the customer reset', async () => {
    const user = await person(shop);
    const stranger = '203.0.113.50';
    for (let i = 0; i < 5; i++) expect((await forgot(user.email, stranger)).statusCode).toBe(200);
    const limited = await forgot(user.email.toUpperCase(), stranger);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await expect.poll(() => resetMails(user.email).length).toBe(5);
    // The customer, from their own address, still gets their link.
    expect((await forgot(user.email, '203.0.113.51')).statusCode).toBe(200);
    await expect.poll(() => resetMails(user.email).length).toBe(6);
  });

  it('marks the account verified, since the mailed link proved the address', async () => {
    const user = await person(shop);
    const { userId, resetToken } = await requestReset(user.email);
    await reset({ userId, resetToken, newPassword: 'newpass44' });
    const [row] = await shop.database.db.select({ verified: users.verified }).from(users).where(eq(users.id, user.id));
    expect(row?.verified).toBe(true);
  });
});
