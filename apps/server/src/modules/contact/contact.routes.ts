import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_THANK_YOU, ContactMessageSchema, ContactReplySchema } from '@shop/shared/contact';
import { ErrorBodySchema } from '@shop/shared/errors';
import { normalizePhone } from '@shop/shared/auth';
import { RetryLaterError } from '../../lib/app-error.ts';
import { TOO_MANY_REQUESTS } from '../../plugins/errors.ts';
import { requestLanguage } from '../../lib/i18n.ts';
import { submitContactMessage } from './contact.service.ts';

/** Who sends: the email, else the phone in its one spelling (a sender may give either). */
function senderKey(body: unknown): string {
  const { email, phone } = (body ?? {}) as { email?: unknown; phone?: unknown };
  const mail = typeof email === 'string' ? email.trim().toLowerCase() : '';
  if (mail) return mail;
  return typeof phone === 'string' ? (normalizePhone(phone) ?? phone.trim()) : '';
}

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const perSender = app.createRateLimit({
    max: 5,
    timeWindow: '10 minutes',
    keyGenerator: (request) => senderKey(request.body),
    // `nameSpace` keeps these counters apart in the store; the option types omit it.
    ...{ nameSpace: 'contact:sender:' },
  });
  const bySender = async (request: FastifyRequest) => {
    const result = await perSender(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new RetryLaterError('RATE_LIMITED', TOO_MANY_REQUESTS, result.ttlInSeconds);
    }
  };
  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop',
        body: ContactMessageSchema,
        response: { 201: ContactReplySchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
      // Per address generous (a carrier NAT puts many phones behind one, decision 036); per sender
      // the real limit, after validation so the body's email is known.
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      preHandler: bySender,
    },
    async (request, reply) => {
      await submitContactMessage(
        app.db,
        { mailer: app.mailer, shopEmail: app.config.shopEmail, log: request.log },
        request.body,
        requestLanguage(request),
      );
      return reply.code(201).send({ message: CONTACT_THANK_YOU });
    },
  );
};
export default contactRoutes;
