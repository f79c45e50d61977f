import type { FastifyBaseLogger } from 'fastify';
import { INVALID_LOGIN, type AuthUser, type Login, type Register } from '@shop/shared/auth';
import type { Language } from '@shop/shared/language';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { verificationMail } from '../../lib/account-mail.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mail, Mailer } from '../../lib/mail.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { safeError } from '../../lib/safe-error.ts';
import { signSession } from '../../lib/tokens.ts';
import { issueToken } from './auth-tokens.service.ts';
import { claimGuestOrders } from './guest-orders-claim.ts';
import { identifierMatches, publicUserColumns, rethrowUserConflict, toAuthUser } from './auth-user.ts';
import { customerApi } from '@shop/shared/customer-paths';

/** `publicUrl`: the front end's pages (reset form); `apiUrl`: where this API is reached (verification). */
export type AuthDeps = { secret: string; mailer: Mailer; publicUrl: string; apiUrl: string; log: FastifyBaseLogger };

/**
 * Sends without making the request wait for SMTP: answers then take the same time whether or
 * not a mail went out (no account enumeration by timing), and a mail outage never fails a sign-up.
 */
export function sendInBackground(deps: Pick<AuthDeps, 'mailer' | 'log'>, mail: Mail): void {
  deps.mailer.send(mail).catch((error: unknown) => {
    deps.log.warn({ err: safeError(error), subject: mail.subject }, 'account mail could not be sent');
  });
}

export async function sendVerificationMail(
  db: Db,
  deps: AuthDeps,
  user: { id: string; name: string; email: string | null; language: Language },
) {
  // An account made with a phone alone has no address to verify.
  if (!user.email) return;
  const token = await issueToken(db, user.id, 'verify');
  // The link opens this API (which then sends the browser to the front end's account page).
  const link = deps.apiUrl + customerApi.verifyEmail(user.id, token);
  sendInBackground(deps, { to: user.email, ...verificationMail(user.name, link, user.language) });
}

export async function sessionFor(secret: string, user: { id: string; tokenVersion: number }): Promise<string> {
  return signSession(secret, { userId: user.id, tokenVersion: user.tokenVersion });
}

/**
 * Sign-up always makes a customer, whatever `type` the client sent. The account keeps the language
 * the sign-up was made in (its mails, the verification first, are written in it). An email or a
 * phone is enough (docs/decisions/038): with no email there is no verification mail. The answer
 * carries a session: sign-up signs the customer in. Guest orders placed with the same phone and
 * email become the account's (docs/decisions/046).
 */
export async function register(
  db: Db,
  deps: AuthDeps,
  input: Register,
  language: Language = 'en',
): Promise<{ user: AuthUser; token: string }> {
  const passwordHash = await hashPassword(input.password);
  // One transaction: the account and the guest orders it takes over (docs/decisions/046).
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        name: input.name,
        email: input.email || null,
        phone: input.phone ?? null,
        passwordHash,
        type: 'user',
        language,
      })
      .returning(publicUserColumns)
      .catch(rethrowUserConflict);
    if (created) await claimGuestOrders(tx, created);
    return created;
  });
  if (!row) throw new Error('insert returned no row');
  await sendVerificationMail(db, deps, row);
  // Signed in at once (a new account's token version is its first).
  return { user: toAuthUser(row), token: await sessionFor(deps.secret, { id: row.id, tokenVersion: 0 }) };
}

/**
 * Email or phone plus password. An unknown account is compared against a dummy hash, so the
 * answer and its timing are the same as for a wrong password.
 */
export async function login(db: Db, secret: string, input: Login): Promise<{ token: string; user: AuthUser }> {
  const match = identifierMatches(input.email);
  const [row] = match
    ? await db
        .select({ ...publicUserColumns, passwordHash: users.passwordHash, tokenVersion: users.tokenVersion })
        .from(users)
        .where(match)
        .limit(1)
    : [];
  const valid = await verifyPassword(input.password, row?.passwordHash ?? DUMMY_HASH);
  if (!row || !row.passwordHash || !valid) throw new AppError('UNAUTHORIZED', INVALID_LOGIN);
  return { token: await sessionFor(secret, row), user: toAuthUser(row) };
}
