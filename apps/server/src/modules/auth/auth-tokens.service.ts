import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accountTokens } from '../../db/schema/index.ts';
import { createOneTimeToken, hashOneTimeToken } from '../../lib/tokens.ts';
import { isUuid } from '../../lib/uuid.ts';

export type TokenPurpose = 'reset' | 'verify';

/** How long a mailed link works. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  reset: 60 * 60 * 1000,
  verify: 7 * 24 * 60 * 60 * 1000,
};

/** Issues a fresh one-time token; the row is replaced, so any older link of that kind stops working. */
export async function issueToken(db: Db, userId: string, purpose: TokenPurpose): Promise<string> {
  const { token, hash } = createOneTimeToken();
  const expiresAt = new Date(Date.now() + TOKEN_TTL_MS[purpose]);
  await db
    .insert(accountTokens)
    .values({ userId, purpose, tokenHash: hash, expiresAt })
    .onConflictDoUpdate({
      target: [accountTokens.userId, accountTokens.purpose],
      set: { tokenHash: hash, expiresAt, createdAt: new Date() },
    });
  return token;
}

export type TokenCheck = 'ok' | 'invalid' | 'expired';

/**
 * Uses up a one-time token inside the caller's transaction: the row is locked and deleted, so
 * two requests racing with the same link cannot both succeed. An expired token is also removed.
 */
export async function consumeToken(tx: Tx, userId: string, purpose: TokenPurpose, token: string): Promise<TokenCheck> {
  if (!isUuid(userId)) return 'invalid';
  const where = and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose));
  const [row] = await tx.select().from(accountTokens).where(where).for('update');
  if (!row) return 'invalid';
  const given = Buffer.from(hashOneTimeToken(token), 'hex');
  const stored = Buffer.from(row.tokenHash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return 'invalid';
  await tx.delete(accountTokens).where(where);
  return row.expiresAt.getTime() <= Date.now() ? 'expired' : 'ok';
}
