import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminListQuerySchema,
  AdminMessageListSchema,
  AdminMessageSchema,
  IdParamsSchema,
  AnswerMessageSchema,
} from '@shop/shared/admin';
import { ErrorBodySchema } from '@shop/shared/errors';
import { signedInUser } from '../../plugins/auth.ts';
import { adminErrors } from '../../lib/route-errors.ts';
import { listMessages, markMessageRead, replyToMessage } from './admin-messages.service.ts';

const tags = ['admin'];

/** The contact inbox (the admin can read contact messages). */
const adminMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/messages',
    {
      schema: {
        tags,
        summary: 'Contact messages, newest first',
        querystring: AdminListQuerySchema,
        response: { 200: AdminMessageListSchema, ...adminErrors },
      },
    },
    async (request) => listMessages(app.db, request.query),
  );

  app.put(
    '/admin/messages/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark a contact message read',
        params: IdParamsSchema,
        response: { 200: AdminMessageSchema, ...adminErrors },
      },
    },
    async (request) => markMessageRead(app.db, request.params.id),
  );

  app.post(
    '/admin/messages/:id/replies',
    {
      schema: {
        tags,
        summary: 'Answer a contact message: mailed to the sender, kept in the thread',
        params: IdParamsSchema,
        body: AnswerMessageSchema,
        response: { 201: AdminMessageSchema, 503: ErrorBodySchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const message = await replyToMessage(
        app.db,
        { mailer: app.mailer, log: request.log },
        signedInUser(request).id,
        request.params.id,
        request.body,
      );
      return reply.code(201).send(message);
    },
  );
};
export default adminMessagesRoutes;
