import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createMailer, type Mailer } from './lib/mail.ts';
import { forgetEndedWindows } from './db/counters.ts';
import { postgresRateLimitStore } from './db/rate-limit-store.ts';
import { trackReadMostly, untrackReadMostly } from './db/read-mostly.ts';
import { restoreHead, routeHeadAsGet } from './lib/head-requests.ts';
import { lazyRequestLogger } from './lib/request-logger.ts';
import { LOG_REDACT } from './lib/safe-error.ts';
import { createStorage } from './lib/create-storage.ts';
import type { Storage } from './lib/storage.ts';
import { accountRoutes } from './modules/account/index.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { cartRoutes } from './modules/cart/index.ts';
import { catalogRoutes } from './modules/catalog/index.ts';
import { contactRoutes } from './modules/contact/index.ts';
import { favoritesRoutes } from './modules/favorites/index.ts';
import { feedsRoutes } from './modules/feeds/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { ordersRoutes } from './modules/orders/index.ts';
import { deliveryRoutes } from './modules/delivery/index.ts';
import { paymentsRoutes } from './modules/payments/index.ts';
import { seoRoutes } from './modules/seo/index.ts';
import { shopMailer, shopRoutes } from './modules/shop/index.ts';
import { uploadsRoutes } from './modules/uploads/index.ts';
import auth from './plugins/auth.ts';
import { limitConnectionsPerAddress } from './plugins/connection-limits.ts';
import docs from './plugins/docs.ts';
import errors from './plugins/errors.ts';
import { noStore } from './plugins/no-store.ts';
import publicUrls from './plugins/public-urls.ts';
import security from './plugins/security.ts';
import { staticWeb } from './modules/seo/index.ts';
import unicodeText from './plugins/unicode-text.ts';
import uploads from './plugins/uploads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    storage: Storage;
  }
}

export type AppOptions = {
  logger?: FastifyServerOptions['logger'];
  loggerInstance?: FastifyBaseLogger;
  mailer?: Mailer;
};

/**
 * The largest JSON body a route takes unless it says otherwise. What shoppers send is far smaller
 * (a 100-line cart merge or a 5,000-character message stays under 40 KB); the admin's product
 * batch and edit, with details HTML, allow more on their own routes.
 */
export const BODY_LIMIT = 64 * 1024;

/** TRUST_PROXY for Fastify: a hop count becomes "the nearest N hops" (its types take no number). */
function trustedProxies(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Fastify types its compiler factories as ajv's and fast-json-stringify's; zod's take the same calls. */
type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

/** The whole shop as one Fastify instance; server.ts and the tests both build it here. */
export async function buildApp(config: Config, db: Db, options: AppOptions = {}) {
  // A request's id in the logs: this app's random tag and a count, unique across instances and
  // restarts; a UUID per request was 1 % of a cached catalogue answer's CPU for the same purpose.
  const tag = randomUUID().slice(0, 8);
  let requests = 0;
  const nextRequestId = () => `${tag}-${(++requests).toString(36)}`;
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : {
          logger: options.logger ?? {
            level: config.logLevel,
            redact: LOG_REDACT,
          },
        }),
    childLoggerFactory: lazyRequestLogger,
    // HEAD is answered by the GET routes (lib/head-requests.ts): routed as GET, HEAD again from here on.
    exposeHeadRoutes: false,
    rewriteUrl: routeHeadAsGet,
    genReqId: (request) => {
      restoreHead(request);
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : nextRequestId();
    },
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names: otherwise any client
    // could send a new address with each request and walk past every per-address limit.
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    // Slow clients: a whole request must arrive within requestMs, a socket may stay silent (a body
    // that stops coming) bodyMs, and an idle keep-alive connection is closed after keepAliveMs.
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.bodyMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Every route validates and serialises with zod (as setValidatorCompiler and
    // setSerializerCompiler below say, which Fastify does the same way): given here, Fastify does
    // not load its default compilers (ajv, fast-json-stringify), which no route uses, at each start.
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();

  if (config.trustProxy === false) {
    limitConnectionsPerAddress(app.server, config.maxConnectionsPerAddress, app.log);
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('storage', createStorage(config));
  // Every mail goes out under the shop's name of its settings, at MAIL_FROM's address.
  app.decorate(
    'mailer',
    shopMailer(
      options.mailer ??
        createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }, app.log),
      db,
      config.mailFrom,
    ),
  );
  app.addHook('onClose', async () => app.mailer.close());
  // Delivery zones and settings, payment settings: kept in memory between the owner's changes.
  const readMostly = trackReadMostly(db, app.log);
  app.addHook('onReady', async () => readMostly.start());
  app.addHook('onClose', async () => {
    untrackReadMostly(db, readMostly);
    await readMostly.stop();
  });
  // The limits' counters (rate_limits) whose windows ended long ago go now and then.
  const forgetting = setInterval(() => void forgetEndedWindows(db).catch(() => {}), 10 * 60 * 1000).unref();
  app.addHook('onClose', async () => clearInterval(forgetting));

  await app.register(errors);
  await app.register(security);
  await app.register(publicUrls);
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(db) });
  await app.register(docs);
  await app.register(unicodeText);
  await app.register(auth);

  await app.register(
    async (api) => {
      // Answers about a person (their account, session, cart, orders and their payment, favourites)
      // and the payment methods checkout offers (switched on and off by the owner) stay in no cache:
      // the one place that says so for the store's API (the admin's scope says it for its own).
      api.addHook(
        'onSend',
        noStore((request) => /^\/api\/(auth|favorites|payment-methods)(\/|$)/.test(request.routeOptions.url ?? '')),
      );
      const modules = [
        healthRoutes,
        contactRoutes,
        shopRoutes,
        catalogRoutes,
        cartRoutes,
        ordersRoutes,
        deliveryRoutes,
        paymentsRoutes,
        authRoutes,
        accountRoutes,
        favoritesRoutes,
        adminRoutes,
        uploadsRoutes,
      ];
      for (const routes of modules) {
        await api.register(routes);
        // Registering routes is ~100 ms of CPU without a pause: between modules, what waits on the
        // network (the start's database checks, server.ts) takes its turn instead of after it all.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    { prefix: '/api' },
  );

  await app.register(feedsRoutes);
  await app.register(uploads, { storage: app.storage });
  await app.register(staticWeb, { root: config.webDist });
  await app.register(seoRoutes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
