import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FeedQuerySchema, feedPaths } from '@shop/shared/feeds';
import { paths } from '@shop/shared/paths';
import { messages } from '../../lib/i18n.ts';
import { DEFAULT_SHOP_NAME } from '@shop/shared/shop-rules';
import { catalogCaching } from '../catalog/index.ts';
import { facebookCsv, googleXml } from './feed-formats.ts';
import { feedItems } from './feeds.service.ts';

const tags = ['feeds'];

/**
 * Product feeds for Meta Commerce Manager and Google Merchant Center (decision 042). They are
 * catalogue answers: cached by the catalogue version like the listings (ETag, 304, the last answer
 * kept in memory), so every catalogue change is in the next fetch and nothing is read in between.
 */
const feedsRoutes: FastifyPluginAsyncZod = async (app) => {
  catalogCaching(app);
  const { publicUrl, apiPublicUrl } = app.config;

  app.get(
    feedPaths.facebook,
    {
      schema: {
        tags,
        summary: "Meta's catalogue feed (CSV): one row per product, colour and size; ?lang=my for Burmese texts",
        querystring: FeedQuerySchema,
      },
    },
    async (request, reply) => {
      const items = await feedItems(app.db, { language: request.query.lang, publicUrl, apiPublicUrl });
      return reply.type('text/csv; charset=utf-8').send(facebookCsv(items));
    },
  );

  app.get(
    feedPaths.google,
    {
      schema: {
        tags,
        summary: "Google Merchant Center's feed (RSS 2.0, g: namespace): the same items; ?lang=my for Burmese texts",
        querystring: FeedQuerySchema,
      },
    },
    async (request, reply) => {
      const language = request.query.lang;
      const items = await feedItems(app.db, { language, publicUrl, apiPublicUrl });
      const channel = {
        title: DEFAULT_SHOP_NAME,
        link: publicUrl + paths.home,
        description: messages(language).head.homeDescription,
      };
      return reply.type('application/xml; charset=utf-8').send(googleXml(items, channel));
    },
  );
};
export default feedsRoutes;
