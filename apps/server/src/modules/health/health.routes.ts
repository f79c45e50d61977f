import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '@shop/shared/health';
import { checkDatabase } from './health.service.ts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], response: { 200: HealthSchema, 503: HealthSchema } }, logLevel: 'warn' },
    async (_request, reply) => {
      const up = await checkDatabase(app.db);
      return reply.code(up ? 200 : 503).send({ status: up ? 'ok' : 'degraded', db: up ? 'ok' : 'down' });
    },
  );
};
export default healthRoutes;
