import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** How long a sign-in lasts before the customer signs in again. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

export type SessionClaims = { userId: string; tokenVersion: number };

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/**
 * A session token: HS256 JWT carrying the user id (`sub`) and the user's token version (`ver`).
 * Bumping `users.token_version` (password reset or change) ends every token issued before.
 */
export async function signSession(secret: string, claims: SessionClaims): Promise<string> {
  return new SignJWT({ ver: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
    .sign(key(secret));
}

/**
 * The secret as an HMAC key for checking signatures, imported once per secret: given raw, it is
 * imported again on every check of every signed-in request (seen in a CPU profile of the admin's
 * order list). A process has one secret; tests build apps with secrets of their own, so a few are kept.
 */
const verifyKeys = new Map<string, Promise<webcrypto.CryptoKey>>();
function verifyKey(secret: string): Promise<webcrypto.CryptoKey> {
  let imported = verifyKeys.get(secret);
  if (!imported) {
    imported = webcrypto.subtle.importKey('raw', key(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    if (verifyKeys.size >= 8) verifyKeys.delete(verifyKeys.keys().next().value!);
    verifyKeys.set(secret, imported);
  }
  return imported;
}

/** The claims of a valid, unexpired token of ours; null for anything else. */
export async function readSession(secret: string, token: string): Promise<SessionClaims | null> {
  try {
    // A token without an expiry would never end: ours always carry one, so one without is not ours.
    const { payload } = await jwtVerify(token, await verifyKey(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
    return { userId: payload.sub, tokenVersion: payload.ver };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

/** A random one-time token for a mailed link, and the sha256 we keep instead of it. */
export function createOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOneTimeToken(token) };
}

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
