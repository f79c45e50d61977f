import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_THANK_YOU, ContactMessageSchema, ContactReplySchema } from '@shop/shared/contact';
import { ErrorBodySchema } from '@shop/shared/errors';
import { submitContactMessage } from './contact.service.ts';

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop',
        body: ContactMessageSchema,
        response: { 201: ContactReplySchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      await submitContactMessage(
        app.db,
        { mailer: app.mailer, shopEmail: app.config.shopEmail, log: request.log },
        request.body,
      );
      return reply.code(201).send({ message: CONTACT_THANK_YOU });
    },
  );
};
export default contactRoutes;
