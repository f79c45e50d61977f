import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person, signIn, uniqueEmail } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';

const CLIENT_ID = 'shop-test.apps.googleusercontent.com';
const KID = 'test-key';

/** Google's side, played locally: a JWKS endpoint with our own key pair. */
async function startFakeGoogle() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/certs`, privateKey, close: () => new Promise((r) => server.close(r)) };
}

type Claims = JWTPayload & { email?: string; email_verified?: boolean; name?: string };

function idToken(key: CryptoKey, claims: Claims, options: { expiresAt?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email_verified: true, name: 'Mya Mya', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .setIssuer(claims.iss ?? 'https://accounts.google.com')
    .setAudience(claims.aud ?? CLIENT_ID)
    .setSubject(claims.sub ?? randomUUID())
    .setIssuedAt(now - 60)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(key);
}

describe('Google sign-in', () => {
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;
  let shop: TestShop;
  beforeAll(async () => {
    google = await startFakeGoogle();
    shop = await createTestShop({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.url });
  });
  afterAll(async () => {
    await shop.close();
    await google.close();
  });

  const signInWith = (credential: string, password?: string) =>
    request(shop, { method: 'POST', url: '/api/auth/google', payload: { credential, password } });
  const googleSubOf = async (id: string) =>
    (await shop.database.db.select({ sub: users.googleSub }).from(users).where(eq(users.id, id)))[0]!.sub;

  it('tells the sign-in screen the client id', async () => {
    const res = await request(shop, { method: 'GET', url: '/api/auth/config' });
    expect(res.json()).toEqual({ googleClientId: CLIENT_ID });
  });

  it('creates a verified customer once, then signs the same person in again', async () => {
    const email = uniqueEmail('google');
    const sub = randomUUID();
    const first = await signInWith(await idToken(google.privateKey, { sub, email }));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      token: expect.any(String),
      user: { email, name: 'Mya Mya', type: 'user', verified: true },
    });
    const again = await signInWith(await idToken(google.privateKey, { sub, email }));
    expect(again.json().user._id).toBe(first.json().user._id);
    const me = await request(shop, { method: 'GET', url: '/api/auth/me', token: again.json().token });
    expect(me.json()).toMatchObject({ email, verified: true });
  });

  it('links an existing verified account by email; its password keeps working', async () => {
    const user = await person(shop);
    await shop.database.db.update(users).set({ verified: true }).where(eq(users.id, user.id));
    const res = await signInWith(await idToken(google.privateKey, { email: user.email.toUpperCase() }));
    expect(res.json().user._id).toBe(user.id);
    expect(await signIn(shop, user.email, user.password)).toEqual(expect.any(String));
  });

  it('linking an unverified account drops the password whoever set it (no pre-hijacking)', async () => {
    const squatter = await person(shop);
    const token = await signIn(shop, squatter.email, squatter.password);
    const res = await signInWith(await idToken(google.privateKey, { email: squatter.email }));
    expect(res.json().user).toMatchObject({ _id: squatter.id, verified: true });
    await expect(signIn(shop, squatter.email, squatter.password)).rejects.toThrow(/401/);
    expect((await request(shop, { method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
  });

  it("asks for the admin account's password once before linking Google to it", async () => {
    const owner = await person(shop);
    await shop.database.db.update(users).set({ type: 'admin', verified: true }).where(eq(users.id, owner.id));
    const sub = randomUUID();
    const token = await idToken(google.privateKey, { sub, email: owner.email });

    const asked = await signInWith(token);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({
      message:
        'This email belongs to the shop’s admin account. Enter its password once to link your Google sign-in to it.',
      code: 'GOOGLE_LINK_NEEDS_PASSWORD',
      field: 'password',
    });
    const wrong = await signInWith(token, 'not-the-password1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      message: 'That password is not right. Please try again.',
      code: 'UNAUTHORIZED',
      field: 'password',
    });
    expect(await googleSubOf(owner.id)).toBeNull();

    const linked = await signInWith(token, owner.password);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().user).toMatchObject({ _id: owner.id, type: 'admin' });
    expect(await googleSubOf(owner.id)).toBe(sub);
    // Once linked, Google alone signs the owner in; the password keeps working too.
    const again = await signInWith(await idToken(google.privateKey, { sub, email: owner.email }));
    expect(again.json().user._id).toBe(owner.id);
    expect(await signIn(shop, owner.email, owner.password)).toEqual(expect.any(String));
  });

  it('counts passwords sent with Google sign-in as sign-in failures', async () => {
    const owner = await person(shop);
    await shop.database.db.update(users).set({ type: 'admin', verified: true }).where(eq(users.id, owner.id));
    const token = await idToken(google.privateKey, { email: owner.email });
    const guess = (password: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/auth/google',
        remoteAddress: '10.9.9.9',
        payload: { credential: token, password },
      });
    for (let i = 0; i < 10; i++) expect((await guess(`guess${i}word`)).statusCode).toBe(401);
    const limited = await guess(owner.password);
    expect(limited.statusCode).toBe(429);
    expect(await googleSubOf(owner.id)).toBeNull();
  });

  it('refuses a token whose audience names other clients beside ours', async () => {
    const email = uniqueEmail('aud');
    for (const aud of [
      [CLIENT_ID, 'someone-else.apps.googleusercontent.com'],
      ['other', CLIENT_ID],
    ]) {
      const res = await signInWith(await idToken(google.privateKey, { email, aud }));
      expect(res.statusCode, aud.join()).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    const exact = await signInWith(await idToken(google.privateKey, { email, aud: [CLIENT_ID] }));
    expect(exact.statusCode).toBe(200);
  });

  it.each([
    ['a wrong audience', { aud: 'someone-else.apps.googleusercontent.com' }],
    ['a wrong issuer', { iss: 'https://evil.example.com' }],
    ['an unverified email', { email_verified: false }],
  ])('refuses %s with 401', async (_name, claims) => {
    const res = await signInWith(await idToken(google.privateKey, { email: uniqueEmail('g'), ...claims }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
  });

  it('refuses an expired token, saying so', async () => {
    const expired = await idToken(
      google.privateKey,
      { email: uniqueEmail('g') },
      { expiresAt: Date.now() / 1000 - 600 },
    );
    const res = await signInWith(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/expired/);
  });

  it('refuses a token signed by another key, and garbage, without a 500', async () => {
    const { privateKey: forger } = await generateKeyPair('RS256');
    const forged = await signInWith(await idToken(forger, { email: uniqueEmail('g') }));
    expect(forged.statusCode).toBe(401);
    const garbage = await signInWith('not.a.jwt');
    expect(garbage.statusCode).toBe(401);
    const missing = await request(shop, { method: 'POST', url: '/api/auth/google', payload: {} });
    expect(missing.json()).toMatchObject({ code: 'VALIDATION', field: 'credential' });
  });
});

describe('Google sign-in without a client id', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(() => shop.close());

  it('says it is not configured, and the screen hides the button', async () => {
    const res = await request(shop, { method: 'POST', url: '/api/auth/google', payload: { credential: 'x.y.z' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Google sign-in is not configured', code: 'NOT_FOUND' });
    expect((await request(shop, { method: 'GET', url: '/api/auth/config' })).json()).toEqual({ googleClientId: null });
  });
});
