import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminListQuerySchema, AdminMessageListSchema, AdminMessageSchema, IdParamsSchema } from '@shop/shared/admin';
import { adminErrors } from '../../lib/route-errors.ts';
import { listMessages, markMessageRead } from './admin-messages.service.ts';

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
};
export default adminMessagesRoutes;
