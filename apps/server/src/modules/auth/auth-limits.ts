import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { normalizePhone } from '@shop/shared/auth';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, RetryLaterError } from '../../lib/app-error.ts';
import { addToCounts, readCounts } from '../../db/counters.ts';
import { identifierMatches } from './auth-user.ts';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

type Limit = { max: number; timeWindow: string };

const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins on one account from one address before that address must wait. */
const FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
/** Failed sign-ins on one account (from anywhere) after which only addresses not failing on it get in. */
const FAILURES_PER_ACCOUNT = 10;

/** The identifier a request names (its `email` field: an email or a phone), spelled one way. */
function identifierOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const raw = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return raw.includes('@') ? raw : (normalizePhone(raw) ?? raw);
}

/**
 * The account an identifier names, as one key: its email and its phone reach the same counter.
 * An identifier without an account keeps its own, so guessing at unknown names is limited too.
 */
async function accountKey(db: Db, identifier: string): Promise<string> {
  const match = identifierMatches(identifier);
  const [row] = match ? await db.select({ id: users.id }).from(users).where(match).limit(1) : [];
  return row ? `user:${row.id}` : `name:${identifier}`;
}

/**
 * Sign-in with limits that count failures only, so nobody can lock another person out:
 * - an address with many failures (any accounts) waits;
 * - an address with many failures on one account waits for that account;
 * - an account with many failures (from anywhere) still lets in a right password from an address
 *   that has not failed on it in the window; an address that has failed on it waits.
 * A right password never counts. Each refusal is a 429 with Retry-After. The password Google
 * sign-in asks for before linking the admin account is counted with the same counters.
 */
export async function withLoginLimits<T>(
  db: Db,
  request: FastifyRequest,
  signIn: () => Promise<T>,
  /** The account asked about, when the body has no `email` (Google's verified address). */
  identifier = identifierOf(request),
): Promise<T> {
  const account = await accountKey(db, identifier);
  const keys = [
    `login-failed:address:${request.ip}`,
    `login-failed:pair:${account}|${request.ip}`,
    `login-failed:account:${account}`,
  ];
  const [byAddress, byPair, byAccount] = await readCounts(db, keys);
  const refuse = (retryAfter: number) => new RetryLaterError('RATE_LIMITED', TOO_MANY_ATTEMPTS, retryAfter);
  // Failed sign-ins from one address, whatever the accounts (SIGN_IN_FAILURES_PER_ADDRESS): high
  // enough for the typos of the many customers a carrier NAT puts behind one address (decision
  // 036); the per-account counters are what stop a guesser.
  if (byAddress!.count >= request.server.config.signInFailuresPerAddress) throw refuse(byAddress!.retryAfter);
  if (byPair!.count >= FAILURES_PER_ACCOUNT_AND_ADDRESS) throw refuse(byPair!.retryAfter);
  if (byAccount!.count >= FAILURES_PER_ACCOUNT && byPair!.count > 0) throw refuse(byAccount!.retryAfter);
  try {
    return await signIn();
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAUTHORIZED') await addToCounts(db, keys, FAILURE_WINDOW_MS);
    throw error;
  }
}

/**
 * Two limits on a route that mails an account (reset, verification): per address, and per
 * account and address together. There is no limit per account alone: a stranger using it up
 * would stop the customer's own reset mail. One address can mail one account a few times per
 * window; many accounts from one address hit the per-address wall.
 * Runs as a preHandler, after validation, so the body is already parsed.
 */
export function requesterLimit(
  app: FastifyInstance,
  name: string,
  limits: { perAccountAndAddress: Limit; perAddress: Limit },
): preHandlerAsyncHookHandler {
  // `nameSpace` keeps the counters of each limit apart in the store; the option types omit it.
  const byRequester = app.createRateLimit({
    ...limits.perAccountAndAddress,
    keyGenerator: (request) => `${identifierOf(request)}|${request.ip}`,
    ...{ nameSpace: `${name}:requester:` },
  });
  const byAddress = app.createRateLimit({
    ...limits.perAddress,
    keyGenerator: (request) => request.ip,
    ...{ nameSpace: `${name}:address:` },
  });
  return async (request) => {
    for (const limiter of [byAddress, byRequester]) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new RetryLaterError('RATE_LIMITED', TOO_MANY_ATTEMPTS, result.ttlInSeconds);
      }
    }
  };
}
