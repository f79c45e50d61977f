import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditListSchema, AuditQuerySchema } from '@shop/shared/admin';
import { adminErrors } from '../../lib/route-errors.ts';
import { listAudit } from './audit.service.ts';

const tags = ['admin'];

/** The audit trail of admin changes (docs/decisions/017), under the admin guard of admin.routes. */
const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      schema: {
        tags,
        summary:
          'Admin changes to products, orders and customers, newest first; one entity with entityType and entityId',
        querystring: AuditQuerySchema,
        response: { 200: AuditListSchema, ...adminErrors },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );
};
export default adminAuditRoutes;
