import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DeliveryZonesSchema } from '@shop/shared/delivery';
import { publicZones } from './delivery-read.ts';

/**
 * The places the shop delivers to, for the checkout's pickers. Cacheable: every answer carries
 * an ETag and is revalidated (`no-cache`), so a fee the owner changes shows at the next look
 * while an unchanged list costs a 304.
 */
const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/delivery-zones',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Regions → cities → townships with each place’s fee (MMK) and delivery estimate',
        response: { 200: DeliveryZonesSchema, 304: z.null() },
      },
    },
    async (request, reply) => {
      const zones = await publicZones(app.db);
      const etag = `"${createHash('sha1').update(JSON.stringify(zones)).digest('base64url')}"`;
      reply.header('cache-control', 'public, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return zones;
    },
  );
};
export default deliveryRoutes;
