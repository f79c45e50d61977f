import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizePhone } from '@shop/shared/auth';
import { ProductIdParamsSchema } from '@shop/shared/catalog';
import { ErrorBodySchema } from '@shop/shared/errors';
import { STOCK_ALERT_SAVED, StockAlertReplySchema, StockAlertRequestSchema } from '@shop/shared/stock-files';
import { RetryLaterError } from '../../lib/app-error.ts';
import { requestLanguage } from '../../lib/i18n.ts';
import { TOO_MANY_REQUESTS } from '../../plugins/errors.ts';
import { startRestockMailer } from './stock-alert-mail.ts';
import { createStockAlert } from './stock-alerts.service.ts';

/** Who asks: the email, else the phone in its one spelling. */
function contactKey(body: unknown): string {
  const { email, phone } = (body ?? {}) as { email?: unknown; phone?: unknown };
  const mail = typeof email === 'string' ? email.trim().toLowerCase() : '';
  if (mail) return mail;
  return typeof phone === 'string' ? (normalizePhone(phone) ?? phone.trim()) : '';
}

/** Back in stock: a shopper leaves an email or a phone for a sold-out size (decision 050). */
const stockAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  startRestockMailer(app);
  // Limited per email or phone (a person), not per address: a carrier NAT puts many phones behind one.
  const perContact = app.createRateLimit({
    max: 10,
    timeWindow: '10 minutes',
    keyGenerator: (request) => contactKey(request.body),
    ...{ nameSpace: 'stock-alert:contact:' },
  });
  const byContact = async (request: FastifyRequest) => {
    const result = await perContact(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new RetryLaterError('RATE_LIMITED', TOO_MANY_REQUESTS, result.ttlInSeconds);
    }
  };
  app.post(
    '/products/:id/stock-alerts',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Tell me when this sold-out size is back (email: mailed once; phone only: the owner calls)',
        params: ProductIdParamsSchema,
        body: StockAlertRequestSchema,
        response: {
          200: StockAlertReplySchema,
          201: StockAlertReplySchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      preHandler: byContact,
    },
    async (request, reply) => {
      const { created } = await createStockAlert(app.db, request.params.id, request.body, requestLanguage(request));
      return reply.code(created ? 201 : 200).send({ message: STOCK_ALERT_SAVED });
    },
  );
};
export default stockAlertsRoutes;
