import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminDashboardSchema, AuditListSchema, AuditQuerySchema } from '@shop/shared/admin';
import { listAudit } from './admin-audit.service.ts';
import { dashboard } from './admin-dashboard.service.ts';
import { adminErrors } from './admin-errors.ts';

const tags = ['admin'];

/** The dashboard's figures and the audit trail of admin changes (docs/decisions/017). */
const adminInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags,
        summary: 'Delivered revenue, orders and revenue per day for 30 days (Myanmar time), sizes running low',
        response: { 200: AdminDashboardSchema, ...adminErrors },
      },
    },
    async () => dashboard(app.db),
  );

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
export default adminInsightsRoutes;
