import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicShopSchema } from '@shop/shared/shop';
import { getPublicShop } from './shop-settings.service.ts';

/** The shop's name and how to reach it, for the footer, the contact page and the order pages. */
const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shop',
    {
      schema: {
        tags: ['shop'],
        summary: "The shop's name, phone, address, contact links, email and opening hours",
        response: { 200: PublicShopSchema },
      },
    },
    async (_request, reply) => {
      // A minute in the browser: the footer of every page asks; an owner's change shows within it.
      reply.header('cache-control', 'public, max-age=60');
      return getPublicShop(app.db);
    },
  );
};
export default shopRoutes;
