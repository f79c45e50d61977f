import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAdminScreen } from '@shop/shared/admin-rules';
import { isStoreScreen } from '@shop/shared/store-screens';
import { AppError } from '../../lib/app-error.ts';
import { pageLanguage } from '../../lib/i18n.ts';
import { addVary } from '../../lib/vary.ts';
import { DEFAULT_SHOP_NAME } from '@shop/shared/shop-rules';
import { notFoundShell, shellInLanguage, shellTitled } from './html-head.ts';
import { siteNameIn } from './seo.service.ts';

/**
 * Hashed build assets never change; index.html must be revalidated so a deploy shows at once.
 * (The path may be of a pre-compressed copy: `index.html.br`.)
 */
function cacheControl(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (/index\.html(\.br|\.gz)?$/.test(filePath)) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built React app: hashed assets cached for a year, index.html (never cached) for
 * every client route, and a 404 with the shop's not-found page for any other address. Unknown
 * paths under /api stay JSON 404s. The build writes brotli and gzip
 * copies of its text files (`apps/web/vite.config.ts`), sent as they are to browsers that take them.
 */
export default fp(async function staticWeb(app: FastifyInstance, options: { root: string }) {
  const indexFile = path.join(options.root, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.root,
      index: false,
      // One `/*` route that looks the file up on request: a route per built file (300 of them, GET and
      // HEAD) cost ~290 ms of every start in the router (decision 036, cold start).
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) => reply.header('cache-control', cacheControl(filePath)),
    });
  }

  // The build's index.html is English; a Burmese reader gets the same page with their language's
  // shell (lang, description, the loading line) from the first byte, not once the app has run. Its
  // title is the shop's name as the owner set it (the app keeps that name in the titles it sets).
  const index = hasWeb ? fs.readFileSync(indexFile, 'utf8') : '';
  const shells = { en: index, my: hasWeb ? shellInLanguage(index, 'my') : '' };
  const sendIndex = async (reply: FastifyReply) => {
    if (!hasWeb) {
      return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    addVary(reply, 'Cookie');
    addVary(reply, 'Accept-Language');
    const language = pageLanguage(reply.request);
    const siteName = await siteNameIn(app.db, language);
    if (language === 'en' && siteName === DEFAULT_SHOP_NAME)
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(shellTitled(shells[language], siteName));
  };
  app.decorateReply('sendIndex', function (this: FastifyReply) {
    return sendIndex(this);
  });

  // An address that is no page: a real 404 (never a soft one), with the shop's not-found page.
  const sendNotFound = async (reply: FastifyReply, what?: 'product') => {
    if (!hasWeb) return sendIndex(reply);
    addVary(reply, 'Cookie');
    addVary(reply, 'Accept-Language');
    const language = pageLanguage(reply.request);
    const page = notFoundShell(index, language, await siteNameIn(app.db, language), what);
    return reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  };
  app.decorateReply('sendNotFound', function (this: FastifyReply, what?: 'product') {
    return sendNotFound(this, what);
  });

  // The reset link's path carries a credential: answer it here so its log line leaves the token out,
  // however it is spelled (a trailing slash, an extra segment a mail client added).
  app.get(
    '/reset-password/*',
    {
      schema: { hide: true },
      logSerializers: { req: (req: { method: string }) => ({ method: req.method, url: '/reset-password/…' }) },
    },
    (_request, reply) => sendIndex(reply),
  );

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (url === '/api' || url.startsWith('/api/') || !page || path.extname(url)) {
      throw new AppError('NOT_FOUND', 'Not found');
    }
    // An address that is no screen: the app shows its friendly not-found page, with a 404.
    if (url === '/admin' || url.startsWith('/admin/'))
      return isAdminScreen(url) ? sendIndex(reply) : sendNotFound(reply);
    return isStoreScreen(url) ? sendIndex(reply) : sendNotFound(reply);
  });
});

declare module 'fastify' {
  interface FastifyReply {
    sendIndex: () => Promise<FastifyReply>;
    /** 404 with the shop's not-found page in the reader's language (a product page's, for a product). */
    sendNotFound: (what?: 'product') => Promise<FastifyReply>;
  }
}
