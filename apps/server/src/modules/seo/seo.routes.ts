import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { injectHead, type PageHead } from './html-head.ts';
import { categoryHead, productHead, robotsTxt, sitemapXml } from './seo.service.ts';

const CategoryParamsSchema = z.object({ category: z.string().max(80), pageNum: z.string().optional() });

/**
 * Server-filled heads for pages people share (product and category URLs), so link previews and
 * search engines see the product without running the app, plus /sitemap.xml and /robots.txt.
 * The page itself is still the single-page app: the same index.html with a richer <head>.
 */
const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const indexFile = path.join(app.config.webDist, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
  const { publicUrl } = app.config;

  const sendPage = (reply: FastifyReply, head: PageHead | undefined, status = 200) => {
    if (!indexHtml || !head) return reply.code(status).sendIndex();
    return reply
      .code(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(injectHead(indexHtml, head));
  };

  app.get(
    '/product/:id',
    { schema: { hide: true, params: z.object({ id: z.string().max(200) }) } },
    async (request, reply) => {
      const head = await productHead(app.db, publicUrl, request.params.id);
      // An unknown product is a 404 for crawlers; people still get the app, which says so.
      return sendPage(reply, head, head ? 200 : 404);
    },
  );

  for (const url of ['/product-category/:category', '/product-category/:category/page/:pageNum']) {
    app.get(url, { schema: { hide: true, params: CategoryParamsSchema } }, async (request, reply) => {
      const page = Number.parseInt(request.params.pageNum ?? '1', 10);
      return sendPage(
        reply,
        categoryHead(publicUrl, request.params.category, Number.isSafeInteger(page) && page > 0 ? page : 1),
      );
    });
  }

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(await sitemapXml(app.db, publicUrl)),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)),
  );
};
export default seoRoutes;
