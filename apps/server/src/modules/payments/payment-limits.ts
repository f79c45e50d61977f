import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { normalizeOrderId } from '@shop/shared/orders';
import { RetryLaterError } from '../../lib/app-error.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { TOO_MANY_ATTEMPTS } from '../auth/index.ts';

/** Transaction ids one account may send for one order in the window: a few retries and typos. */
export const SENDS_PER_ORDER = { max: 10, timeWindow: '10 minutes' } as const;
/** Transaction ids one account may send in the window, whatever the orders. */
export const SENDS_PER_ACCOUNT = { max: 30, timeWindow: '1 hour' } as const;

/**
 * The signed-in customer's transaction id sends, limited per account and order and per account,
 * never per address: Myanmar carriers put many phones behind one address, so one customer's
 * tries never stop another's. A preHandler, after `requireUser` has named the account.
 */
export function paymentSendLimit(app: FastifyInstance): preHandlerAsyncHookHandler {
  // `nameSpace` keeps the counters of each limit apart in the store; the option types omit it.
  const byOrder = app.createRateLimit({
    ...SENDS_PER_ORDER,
    keyGenerator: (request) => {
      const raw = (request.params as { orderId?: string }).orderId ?? '';
      return `${signedInUser(request).id}|${normalizeOrderId(raw) ?? raw}`;
    },
    ...{ nameSpace: 'payment-send:order:' },
  });
  const byAccount = app.createRateLimit({
    ...SENDS_PER_ACCOUNT,
    keyGenerator: (request) => signedInUser(request).id,
    ...{ nameSpace: 'payment-send:account:' },
  });
  return async (request) => {
    for (const limiter of [byAccount, byOrder]) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new RetryLaterError('RATE_LIMITED', TOO_MANY_ATTEMPTS, result.ttlInSeconds);
      }
    }
  };
}
