import { and, eq, sql } from 'drizzle-orm';
import { EXPIRED_RESET_TOKEN, INVALID_RESET_TOKEN, type ResetPassword } from '@shop/shared/auth';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { passwordResetMail } from '../../lib/account-mail.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { consumeToken, issueToken } from './auth-tokens.service.ts';
import { sendInBackground, sendVerificationMail, type AuthDeps } from './auth.service.ts';
import { emailMatches } from './auth-user.ts';
import { paths } from '@shop/shared/paths';

async function findByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, verified: users.verified, language: users.language })
    .from(users)
    .where(emailMatches(email))
    .limit(1);
  return row;
}

/** Mails a reset link when the account exists; the caller answers the same either way. */
export async function forgotPassword(db: Db, deps: AuthDeps, email: string): Promise<void> {
  const user = await findByEmail(db, email);
  if (!user?.email) return;
  const token = await issueToken(db, user.id, 'reset');
  const link = deps.publicUrl + paths.resetPassword(user.id, token);
  sendInBackground(deps, { to: user.email, ...passwordResetMail(user.name, link, user.language) });
}

/**
 * Sets the new password and bumps the token version, which ends every session of the account.
 * Opening the mailed link proves the address, so the account counts as verified from then on.
 */
export async function resetPassword(db: Db, input: ResetPassword): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const check = await consumeToken(tx, input.userId, 'reset', input.resetToken);
    if (check === 'invalid') throw new AppError('BAD_REQUEST', INVALID_RESET_TOKEN, 'resetToken');
    if (check === 'expired') throw new AppError('BAD_REQUEST', EXPIRED_RESET_TOKEN, 'resetToken');
    await tx
      .update(users)
      .set({ passwordHash, verified: true, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, input.userId));
  });
}

export type VerifyOutcome = 'verified' | 'invalid' | 'expired';

/** The mailed verification link: marks the address verified (once; a repeat click is harmless). */
export async function verifyEmail(db: Db, userId: string, token: string): Promise<VerifyOutcome> {
  return db.transaction(async (tx) => {
    const check = await consumeToken(tx, userId, 'verify', token);
    if (check === 'ok') {
      await tx.update(users).set({ verified: true, updatedAt: new Date() }).where(eq(users.id, userId));
      return 'verified';
    }
    const [already] = /^[0-9a-f-]{36}$/i.test(userId)
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, userId), eq(users.verified, true)))
      : [];
    return already ? 'verified' : check;
  });
}

/** Sends a new verification link to an unverified account; silent otherwise. */
export async function resendVerification(db: Db, deps: AuthDeps, email: string): Promise<void> {
  const user = await findByEmail(db, email);
  if (!user || user.verified) return;
  await sendVerificationMail(db, deps, user);
}
