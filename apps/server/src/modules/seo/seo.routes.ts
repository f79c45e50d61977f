import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '@shop/shared/language';
import { paths, PRELOADED_PAGES, type PreloadedPage } from '@shop/shared/paths';
import { listingSearch } from '@shop/shared/listing-rules';
import { textSchema } from '@shop/shared/text';
import { pageLanguage } from '../../lib/i18n.ts';
import { publicImageUrl } from '../../lib/public-urls.ts';
import { safeError } from '../../lib/safe-error.ts';
import { addVary } from '../../lib/vary.ts';
import {
  injectHead,
  injectJsonLd,
  injectPreloads,
  scriptsAfterPaint,
  fontsAfterPaint,
  stylesheetInline,
  shellInLanguage,
  shellTitled,
  type PageHead,
} from './html-head.ts';
import { compressText, sendCompressed, type CompressedText } from '../../lib/compressed-text.ts';
import { organization } from './structured-data.ts';
import { storefrontRendererAtFirstUse, withDrawnPage } from './server-render.ts';
import {
  imagePreload,
  languageModules,
  bootScript,
  myanmarFonts,
  readStylesheet,
  readWebBuild,
  routeModules,
  unnamedPages,
  type PagePreloads,
} from './page-preloads.ts';
import { categoryExists } from '../catalog/index.ts';
import {
  categoryHead,
  chosenColours,
  findProduct,
  homeHead,
  homePreloads,
  listingPage,
  productHead,
  productPreloads,
  robotsTxt,
  shopHead,
  siteNameIn,
  sitemapXml,
  STATIC_PAGES,
  staticPageHead,
} from './seo.service.ts';

const CategoryParamsSchema = z.object({ category: textSchema().max(80), pageNum: textSchema().optional() });
type Found = Omit<PagePreloads, 'modules'>;

/**
 * Server-filled heads for pages people share (product and category URLs), so link previews and
 * search engines see the product without running the app, plus /sitemap.xml and /robots.txt.
 * The storefront's pages (home, shop, categories, products, the shop's own pages) go out drawn:
 * the same index.html and head, with the page's HTML in #root and its data after it, which the
 * app hydrates (decision 051; without the web's server build, the shell as before). The home,
 * category and product pages also get preloads of what their first screen fetches (decision 019).
 */
const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const indexFile = path.join(app.config.webDist, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
  const build = indexHtml ? readWebBuild(app.config.webDist) : undefined;
  // A build that does not name a page's chunk (an older build, a table the build no longer reads)
  // still works, without that page's code preloads: said once here rather than left to be noticed.
  const unnamed = build ? unnamedPages(build, PRELOADED_PAGES) : [];
  if (unnamed.length)
    app.log.warn({ pages: unnamed }, 'the web build names no chunk for these pages: their code is not preloaded');
  const modules = Object.fromEntries(PRELOADED_PAGES.map((route) => [route, routeModules(build, route)])) as Record<
    PreloadedPage,
    string[]
  >;
  // The visitor's first words (decision 030), and the shop's Myanmar faces, which the Burmese text
  // pages preload (decision 052).
  const firstWords = { en: languageModules(build, 'en'), my: languageModules(build, 'my') };
  const shopFonts = indexHtml ? myanmarFonts(app.config.webDist) : [];
  const boot = indexHtml ? bootScript(app.config.webDist) : undefined;
  const stylesheet = indexHtml ? readStylesheet(app.config.webDist, indexHtml) : undefined;
  const { publicUrl, apiPublicUrl } = app.config;
  // Images as the page's own app addresses them (absolute at API_PUBLIC_URL when that is set).
  const atPublicAddress = ({ route, found }: { route: PreloadedPage; found: Found }) => ({
    route,
    found: found.image
      ? { ...found, image: imagePreload(publicImageUrl(apiPublicUrl, found.image.href), route) }
      : found,
  });

  const renderer = indexHtml ? storefrontRendererAtFirstUse(app, app.config.webDist) : undefined;

  /** A page's HTML: never kept by a browser without asking again, compressed when it takes it. */
  const sendHtml = (reply: FastifyReply, page: CompressedText) =>
    sendCompressed(reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8'), page.plain, page);

  // A page already drawn and still current is sent as it was, before the route runs: no lookup, no
  // drawing, no validation (only this plugin's routes, GET and HEAD, draw and keep pages). Callback
  // style: no promise of the route's own on the way.
  if (renderer)
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return done();
      renderer.kept(request.url, pageLanguage(request)).then(
        (kept) => {
          if (kept === undefined) return done();
          addVary(reply, 'Cookie');
          addVary(reply, 'Accept-Language');
          void sendHtml(reply, kept);
        },
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    });

  const sendPage = async (
    reply: FastifyReply,
    language: Language,
    head: PageHead | undefined,
    preloads?: { route: PreloadedPage; found: Found },
    { jsonLd = [], text = false }: { jsonLd?: object[]; text?: boolean } = {},
  ) => {
    // The head is in the visitor's language (cookie `lang`, else Accept-Language); caches keep one per language.
    addVary(reply, 'Cookie');
    addVary(reply, 'Accept-Language');
    const { url } = reply.request;
    const drawn = renderer ? await renderer.draw(url, language) : undefined;
    if (!indexHtml || (!head && !preloads && !drawn)) return reply.sendIndex();
    const siteName = await siteNameIn(app.db, language);
    const shell = shellTitled(shellInLanguage(indexHtml, language), siteName);
    let html = head
      ? injectHead(shell, { ...head, siteName, jsonLd: [...(head.jsonLd ?? []), ...jsonLd] })
      : injectJsonLd(shell, jsonLd);
    if (preloads) {
      const { route, found } = atPublicAddress(preloads);
      // A drawn page carries its data: the preload of its first request would fetch it a second time.
      const { data, ...rest } = found;
      const ownData = drawn ? {} : { data };
      html = injectPreloads(html, {
        modules: [...firstWords[language], ...modules[route]],
        ...rest,
        ...ownData,
      });
    }
    // A Burmese page that is text throughout is painted in the shop's faces, preloaded: painted in
    // the phone's own font first, its paragraphs would take other line counts when the faces came
    // and move what is below them (Lighthouse: CLS 0.04–0.09 on these pages).
    const textFaces = text && language === 'my' ? shopFonts : [];
    if (textFaces.length) html = injectPreloads(html, { modules: [], fonts: textFaces });
    if (drawn) html = withDrawnPage(html, drawn.page);
    // Readable as it arrives: its scripts wait for the first paint (decision 056), and so do the
    // shop's Myanmar faces (decision 052's addenda) and the whole stylesheet: the page carries the
    // part of it its first paint needs (decision 058).
    if (drawn && boot) {
      html = scriptsAfterPaint(html, boot);
      if (language === 'my' && !textFaces.length) html = fontsAfterPaint(html);
      if (stylesheet) html = stylesheetInline(html, stylesheet);
    }
    // Compressed once: a drawn page is kept and sent as it is until the catalogue changes.
    const page = await compressText(html);
    if (drawn) renderer?.keep(url, language, drawn.version, page);
    return sendHtml(reply, page);
  };

  /** Preloads are a speed-up: when finding them fails, the page goes out without them. */
  const find = async (route: PreloadedPage, lookup: () => Promise<Found>) => {
    const found = await lookup().catch((error: unknown) => {
      app.log.warn({ err: safeError(error), route }, 'page preloads failed');
      return {};
    });
    return { route, found };
  };

  // The home page's head in the reader's language: the title the app shows, the shop's description.
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const language = pageLanguage(request);
    const head = homeHead(publicUrl, language);
    const shop = organization(publicUrl, { name: await siteNameIn(app.db, 'en'), email: app.config.shopEmail });
    return sendPage(reply, language, head, await find('home', () => homePreloads(app.db)), { jsonLd: [shop] });
  });

  app.get(
    '/product/:id',
    { schema: { hide: true, params: z.object({ id: textSchema().max(200) }) } },
    async (request, reply) => {
      const { id } = request.params;
      const product = await findProduct(app.db, id);
      // An unknown product is a 404 with the shop's not-found page, in the reader's language.
      if (!product) return reply.sendNotFound('product');
      const language = pageLanguage(request);
      const { color } = request.query as { color?: unknown };
      const found = productPreloads(product, id, typeof color === 'string' ? color : undefined);
      const head = productHead(publicUrl, product, apiPublicUrl, language);
      return sendPage(reply, language, head, { route: 'product', found });
    },
  );

  for (const url of ['/product-category/:category', '/product-category/:category/page/:pageNum']) {
    app.get(url, { schema: { hide: true, params: CategoryParamsSchema } }, async (request, reply) => {
      const { category, pageNum } = request.params;
      // Text that names no category of the shop, a page number the grid refuses or one past the
      // last is a 404 with the shop's not-found page: a category's text is never written into a title.
      if (!(await categoryExists(app.db, category))) return reply.sendNotFound();
      const search = listingSearch(request.query as Record<string, unknown>);
      const listing = await listingPage(app.db, category, pageNum, search);
      if (!listing) return reply.sendNotFound();
      const language = pageLanguage(request);
      const colors = await chosenColours(app.db, category, search, language);
      const head = categoryHead(publicUrl, category, listing.page, language, search, colors);
      return sendPage(reply, language, head, { route: 'category', found: listing.preloads });
    });
  }

  // The spec's /shop is the first page of the grid: said by the server, so a shared or typed /shop
  // is one redirect instead of the bare shell, the app, then the app's own redirect (Lighthouse,
  // Burmese: CLS 0.825, LCP 2.7 s). The query (a sort, filters) goes along.
  app.get(paths.allProducts, { schema: { hide: true } }, async (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(`${paths.shop()}${query === -1 ? '' : request.url.slice(query)}`, 301);
  });

  app.get(
    '/shop/page/:pageNum',
    { schema: { hide: true, params: z.object({ pageNum: textSchema().max(20) }) } },
    async (request, reply) => {
      const search = listingSearch(request.query as Record<string, unknown>);
      const listing = await listingPage(app.db, undefined, request.params.pageNum, search);
      if (!listing) return reply.sendNotFound();
      const language = pageLanguage(request);
      const colors = await chosenColours(app.db, undefined, search, language);
      return sendPage(reply, language, shopHead(publicUrl, listing.page, language, search, colors));
    },
  );

  // The shop's own pages: their words are the app's, drawn in the reader's language.
  for (const url of STATIC_PAGES) {
    app.get(url, { schema: { hide: true } }, async (request, reply) => {
      const language = pageLanguage(request);
      return sendPage(reply, language, staticPageHead(publicUrl, url, language), undefined, { text: true });
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
