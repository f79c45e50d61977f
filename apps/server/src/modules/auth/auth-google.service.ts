import { eq, sql } from 'drizzle-orm';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { GOOGLE_LINK_NEEDS_PASSWORD, GOOGLE_LINK_WRONG_PASSWORD, type AuthUser } from '@shop/shared/auth';
import type { Language } from '@shop/shared/language';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { DUMMY_HASH, verifyPassword } from '../../lib/passwords.ts';
import { sessionFor } from './auth.service.ts';
import { emailMatches, publicUserColumns, rethrowUserConflict, toAuthUser } from './auth-user.ts';

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured';
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export type GoogleVerifier = (credential: string) => Promise<{ sub: string; email: string; name: string }>;

const NOT_VERIFIED = 'Google sign-in could not be verified. Please try again.';

/**
 * Whether a token was issued to this shop alone. jose's `audience` option accepts a token when any
 * of its audiences matches; a token that names other clients beside ours was not made for us.
 */
function isOnlyFor(clientId: string, aud: JWTPayload['aud']): boolean {
  return aud === clientId || (Array.isArray(aud) && aud.length === 1 && aud[0] === clientId);
}

/**
 * Checks a Google ID token: signature against the JWKS (fetched once, then cached by jose),
 * audience exactly our client id, Google's issuer, expiry, and a verified email.
 */
export function createGoogleVerifier(clientId: string | undefined, jwksUrl: string): GoogleVerifier {
  // Made at the first Google sign-in, not while the shop starts (#26, cold start).
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;
  return async (credential) => {
    if (!clientId) throw new AppError('NOT_FOUND', GOOGLE_NOT_CONFIGURED);
    let payload: JWTPayload;
    try {
      jwks ??= createRemoteJWKSet(new URL(jwksUrl));
      ({ payload } = await jwtVerify(credential, jwks, {
        audience: clientId,
        issuer: GOOGLE_ISSUERS,
        algorithms: ['RS256'],
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired)
        throw new AppError('UNAUTHORIZED', 'Google sign-in has expired. Please try again.');
      if (
        error instanceof errors.JWKSTimeout ||
        error instanceof errors.JWKSInvalid ||
        !(error instanceof errors.JOSEError)
      )
        throw new AppError('UNAVAILABLE', 'Google sign-in is unavailable right now. Please try again later.');
      throw new AppError('UNAUTHORIZED', NOT_VERIFIED);
    }
    const { sub, email, name } = payload;
    if (!isOnlyFor(clientId, payload.aud)) throw new AppError('UNAUTHORIZED', NOT_VERIFIED);
    if (typeof sub !== 'string' || typeof email !== 'string' || !email.includes('@'))
      throw new AppError('UNAUTHORIZED', NOT_VERIFIED);
    if (payload.email_verified !== true && payload.email_verified !== 'true')
      throw new AppError('UNAUTHORIZED', 'Your Google email address is not verified.');
    const cleanName = typeof name === 'string' && name.trim() ? name.trim().slice(0, 120) : email.split('@')[0]!;
    return { sub, email: email.toLowerCase(), name: cleanName };
  };
}

/**
 * Signs in with Google: the account already linked to this Google id, else the account with
 * the same email (now linked), else a new customer. Linking an account whose email was never
 * verified also drops its password and ends its sessions: whoever registered that address
 * before its owner (account pre-hijacking) loses access; the owner can set a password by reset.
 * The admin account is never linked on the email alone: the first Google sign-in to it answers
 * 409 GOOGLE_LINK_NEEDS_PASSWORD, and links only when the same token comes back with its password
 * (which it keeps). A wrong password is a 401, counted as a failed sign-in by the route.
 */
export async function googleSignIn(
  db: Db,
  secret: string,
  identity: { sub: string; email: string; name: string },
  /** A new account's language: the one the sign-in was made in. */
  language: Language = 'en',
  /** The account's password, when the screen asked for it. */
  password?: string,
): Promise<{ token: string; user: AuthUser }> {
  const columns = { ...publicUserColumns, googleSub: users.googleSub, tokenVersion: users.tokenVersion };
  const row = await db.transaction(async (tx) => {
    const [linked] = await tx.select(columns).from(users).where(eq(users.googleSub, identity.sub));
    if (linked) return linked;
    const [byEmail] = await tx
      .select({ ...columns, passwordHash: users.passwordHash })
      .from(users)
      .where(emailMatches(identity.email))
      .for('update');
    if (byEmail) {
      const proven = byEmail.type === 'admin' && (await adminPasswordProven(byEmail.passwordHash, password));
      const [updated] = await tx
        .update(users)
        .set({
          googleSub: identity.sub,
          verified: true,
          updatedAt: new Date(),
          ...(byEmail.verified || proven ? {} : { passwordHash: null, tokenVersion: sql`${users.tokenVersion} + 1` }),
        })
        .where(eq(users.id, byEmail.id))
        .returning(columns);
      return updated;
    }
    const [created] = await tx
      .insert(users)
      .values({
        name: identity.name,
        email: identity.email,
        googleSub: identity.sub,
        verified: true,
        type: 'user',
        language,
      })
      .returning(columns)
      .catch(rethrowUserConflict);
    return created;
  });
  if (!row) throw new Error('google sign-in wrote no row');
  return { token: await sessionFor(secret, row), user: toAuthUser(row) };
}

/** The admin account links to Google only with its password: asked for (409) when absent, 401 when wrong. */
async function adminPasswordProven(hash: string | null, password: string | undefined): Promise<true> {
  if (password === undefined) throw new AppError('GOOGLE_LINK_NEEDS_PASSWORD', GOOGLE_LINK_NEEDS_PASSWORD, 'password');
  const valid = await verifyPassword(password, hash ?? DUMMY_HASH);
  if (!hash || !valid) throw new AppError('UNAUTHORIZED', GOOGLE_LINK_WRONG_PASSWORD, 'password');
  return true;
}
