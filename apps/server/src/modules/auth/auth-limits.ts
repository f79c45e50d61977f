import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { normalizePhone } from '@shop/shared/auth';
import { AppError } from '../../lib/app-error.ts';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

type Limit = { max: number; timeWindow: string };

/** The account a request names (its `email` field: an email or a phone), spelled one way. */
function accountKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const raw = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return raw.includes('@') ? raw : (normalizePhone(raw) ?? raw);
}

/**
 * Two limits on one route, per account and per address: guessing one account's password from
 * many addresses, or many accounts from one address, both hit a wall. @fastify/rate-limit runs
 * one limit per route, so both are checked here with its `createRateLimit` (same PostgreSQL store).
 * Runs as a preHandler, after validation, so the body is already parsed.
 */
export function accountAndAddressLimit(
  app: FastifyInstance,
  name: string,
  limits: { perAccount: Limit; perAddress: Limit },
): preHandlerAsyncHookHandler {
  // `nameSpace` keeps the counters of each limit apart in the store; the option types omit it.
  const byAccount = app.createRateLimit({
    ...limits.perAccount,
    keyGenerator: accountKey,
    ...{ nameSpace: `${name}:account:` },
  });
  const byAddress = app.createRateLimit({
    ...limits.perAddress,
    keyGenerator: (request) => request.ip,
    ...{ nameSpace: `${name}:address:` },
  });
  return async (request, reply) => {
    for (const limiter of [byAddress, byAccount]) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError('RATE_LIMITED', TOO_MANY_ATTEMPTS);
      }
    }
  };
}
