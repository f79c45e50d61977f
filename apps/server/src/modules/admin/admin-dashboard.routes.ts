import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminDashboardSchema } from '@shop/shared/admin';
import { dashboard } from './admin-dashboard.service.ts';
import { adminErrors } from '../../lib/route-errors.ts';

const tags = ['admin'];

/** The dashboard's figures. */
const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
export default adminDashboardRoutes;
