import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, users } from '../../db/schema/index.ts';
import { ensureAdmin } from '../../seed/index.ts';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person, uniqueEmail } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';
import { linkIn } from '../../../test/support/smtp-sink.ts';

const PASSWORD_RULE = 'Password must be at least 8 characters long and contain at least one letter and one number.';

describe('sign-up and sign-in', () => {
  let shop: TestShop;
  beforeAll(async () => {
    // The per-address failure limit is 300 as shipped (a carrier NAT's customers); 50 here keeps its test short.
    shop = await createTestShop({
      ADMIN_EMAIL: 'owner@shop.test',
      ADMIN_PASSWORD: 'Owner-pass-1',
      SIGN_IN_FAILURES_PER_ADDRESS: '50',
    });
  });
  afterAll(() => shop.close());

  const register = (payload: Record<string, unknown>) =>
    request(shop, { method: 'POST', url: '/api/auth/register', payload });
  const login = (payload: Record<string, unknown>, remoteAddress?: string) =>
    request(shop, { method: 'POST', url: '/api/auth/login', payload, ...(remoteAddress ? { remoteAddress } : {}) });
  const valid = () => ({ name: 'Su Su', email: uniqueEmail('su'), password: 'abc12345', phone: '', type: 'user' });
  /** An account made by signing up (what these tests are about); other people come from person(). */
  const signUp = async (payload: Record<string, unknown> = {}) => {
    const body = { ...valid(), ...payload };
    const res = await register(body);
    expect(res.statusCode, res.body).toBe(201);
    return { ...body, id: res.json<{ user: { _id: string } }>().user._id };
  };

  it('creates a customer, answers the spec message and never a hash', async () => {
    const body = { ...valid(), phone: '+95 9 771 234 567' };
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Sign up successful! You can now sign in.',
      token: expect.any(String),
      user: {
        _id: expect.any(String),
        name: 'Su Su',
        displayName: null,
        email: body.email,
        phone: '09771234567',
        type: 'user',
        verified: false,
        language: 'en',
      },
    });
    expect(res.body).not.toMatch(/scrypt|password/i);
  });

  it.each([
    ['name', { name: '  ' }, 'Name is required'],
    ['email', { email: undefined, phone: undefined }, 'Please enter your email or phone number'],
    ['email', { email: ' ', phone: '' }, 'Please enter your email or phone number'],
    ['email', { email: 'su@' }, 'Please enter a valid email address'],
    ['password', { password: 'short1' }, PASSWORD_RULE],
    ['password', { password: 'lettersonly' }, PASSWORD_RULE],
    ['password', { password: '1234567890' }, PASSWORD_RULE],
    ['password', { password: 'abc 12345' }, PASSWORD_RULE],
    ['phone', { phone: '09-7712x' }, 'Phone number must contain digits only'],
    ['phone', { phone: '0912' }, 'Please enter a valid Myanmar mobile number (09…)'],
  ])('refuses a bad %s with its message (%j)', async (field, change, message) => {
    const res = await register({ ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION', field });
  });

  it('makes an account with a phone and no email, signed in by the phone in any spelling, making no verification link', async () => {
    const res = await register({ name: 'Mya', password: 'abc12345', phone: '၀၉ ၇၈၁ ၂၂၂ ၃၃၃' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user).toMatchObject({ email: '', phone: '09781222333', verified: false });
    // Sign-up signs in: its token opens the customer's own pages at once.
    const own = await request(shop, { method: 'GET', url: '/api/auth/orders', token: res.json().token });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ orders: [] });
    const [row] = await shop.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.phone, '09781222333'));
    expect(row?.email).toBeNull();
    // A second phone-only account does not clash on the missing email.
    expect((await register({ name: 'Hla', password: 'abc12345', phone: '09781222444' })).statusCode).toBe(201);
    const signedIn = await login({ email: '+95 9 781 222 333', password: 'abc12345' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe('');
    // No address, so no verification link was made (nor mailed).
    const tokens = await shop.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, res.json().user._id));
    expect(tokens).toEqual([]);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const first = valid();
    expect((await register(first)).statusCode).toBe(201);
    const again = await register({ ...valid(), email: first.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'User already exists', code: 'CONFLICT', field: 'email' });
  });

  it('refuses a phone number another account uses, in any spelling', async () => {
    expect((await register({ ...valid(), phone: '09250000001' })).statusCode).toBe(201);
    const again = await register({ ...valid(), phone: '+959250000001' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', field: 'phone' });
  });

  it('ignores type admin: the account is a customer', async () => {
    const res = await register({ ...valid(), type: 'admin' });
    expect(res.json().user.type).toBe('user');
    const [row] = await shop.database.db
      .select({ type: users.type })
      .from(users)
      .where(eq(users.id, res.json().user._id));
    expect(row?.type).toBe('user');
  });

  it('mails a verification link that verifies the account and lands on the profile page', async () => {
    const user = await signUp();
    const mail = await shop.mail.waitFor((m) => m.to.includes(user.email));
    expect(mail.subject).toBe('Please verify your email address');
    expect(mail.html).toContain('Verify email');
    const link = new URL(linkIn(mail.text));
    expect(link.origin).toBe('http://shop.test');
    const opened = await request(shop, { method: 'GET', url: link.pathname + link.search });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('http://shop.test/profile?verified=1');
    const [row] = await shop.database.db.select({ verified: users.verified }).from(users).where(eq(users.id, user.id));
    expect(row?.verified).toBe(true);
    const tampered = await request(shop, {
      method: 'GET',
      url: link.pathname + link.search.replace(/token=./, 'token=x'),
    });
    expect(tampered.headers.location).toBe('http://shop.test/profile?verified=1');
    const stranger = await person(shop);
    const wrong = await request(shop, { method: 'GET', url: `/api/auth/verify-email?user=${stranger.id}&token=nope` });
    expect(wrong.headers.location).toBe('http://shop.test/profile?verified=invalid');
  });

  it('resends verification only to unverified accounts, answering the same for every email', async () => {
    const user = await signUp();
    await shop.mail.waitFor((m) => m.to.includes(user.email));
    const resend = (email: string) =>
      request(shop, { method: 'POST', url: '/api/auth/user/resend-verification', payload: { email } });
    const known = await resend(user.email);
    const unknown = await resend(uniqueEmail('nobody'));
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await expect.poll(() => shop.mail.received.filter((m) => m.to.includes(user.email)).length).toBe(2);
  });

  it('signs in by email (any case) and by phone (any spelling) with the spec answer', async () => {
    const user = await person(shop, { phone: '09781112223' });
    for (const identifier of [user.email.toUpperCase(), '09781112223', '+959781112223', '959 781 112 223']) {
      const res = await login({ email: identifier, password: user.password });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: 'Login successful!',
        token: expect.any(String),
        user: expect.objectContaining({ _id: user.id, email: user.email, phone: '09781112223', type: 'user' }),
      });
    }
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const user = await person(shop);
    const wrong = await login({ email: user.email, password: 'wrong12345' });
    const unknown = await login({ email: uniqueEmail('ghost'), password: 'wrong12345' });
    const unknownPhone = await login({ email: '09799999999', password: 'wrong12345' });
    for (const res of [wrong, unknown, unknownPhone]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid email or password', code: 'UNAUTHORIZED' });
    }
    const missing = await login({ email: user.email });
    expect(missing.json()).toEqual({ message: 'Password is required', code: 'VALIDATION', field: 'password' });
  });

  it('lets the first admin (created at start from ADMIN_EMAIL / ADMIN_PASSWORD) sign in as an admin', async () => {
    await ensureAdmin(shop.database.db, shop.config, shop.app.log);
    const res = await login({ email: 'owner@shop.test', password: 'Owner-pass-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ type: 'admin', verified: true });
  });

  it('never locks the owner out: failures from elsewhere leave a right password from a clean address in', async () => {
    const user = await person(shop);
    // Ten wrong guesses from ten addresses: the account is under attack.
    for (let i = 0; i < 10; i++)
      expect((await login({ email: user.email, password: `wrong${i}abc` })).statusCode).toBe(401);
    // The owner, from an address that has not been failing, still gets in.
    expect((await login({ email: user.email, password: user.password }, '198.51.100.10')).statusCode).toBe(200);
    // An address that guesses wrong while the account is under attack waits, right password or not.
    const guesser = '198.51.100.11';
    expect((await login({ email: user.email, password: 'wrong99abc' }, guesser)).statusCode).toBe(401);
    const limited = await login({ email: user.email, password: user.password }, guesser);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('counts failures only, and one address failing on one account waits for it', async () => {
    const user = await person(shop);
    const home = '198.51.100.20';
    for (let i = 0; i < 15; i++)
      expect((await login({ email: user.email, password: user.password }, home)).statusCode).toBe(200);
    const guesser = '198.51.100.21';
    for (let i = 0; i < 10; i++)
      expect((await login({ email: user.email, password: `wrong${i}abc` }, guesser)).statusCode).toBe(401);
    expect((await login({ email: user.email, password: user.password }, guesser)).statusCode).toBe(429);
    expect((await login({ email: user.email, password: user.password }, home)).statusCode).toBe(200);
  });

  it('counts the email and the phone of one account together', async () => {
    const user = await person(shop, { phone: '09451112233' });
    const guesser = '198.51.100.30';
    for (let i = 0; i < 5; i++) await login({ email: user.email, password: `wrong${i}abc` }, guesser);
    for (let i = 0; i < 5; i++) await login({ email: '+95 9 451 112 233', password: `wrong${i}xyz` }, guesser);
    expect((await login({ email: '09451112233', password: user.password }, guesser)).statusCode).toBe(429);
    expect((await login({ email: user.email, password: user.password }, guesser)).statusCode).toBe(429);
  });

  it('limits attempts per address, across accounts', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < 50; i++) await login({ email: uniqueEmail('spray'), password: 'guess1234' }, address);
    const limited = await login({ email: uniqueEmail('spray'), password: 'guess1234' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('keeps password hashes salted and out of every answer', async () => {
    const a = await signUp({ password: 'same12345' });
    const b = await signUp({ password: 'same12345' });
    const rows = await shop.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(sql`${users.id} in (${a.id}, ${b.id})`);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.hash).not.toBe(rows[1]?.hash);
    expect(rows[0]?.hash).not.toContain('same12345');
  });
});
