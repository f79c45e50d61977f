import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type helmetType from 'helmet';

const CORS_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const CORS_REQUEST_HEADERS = 'authorization, content-type, idempotency-key, x-order-key, x-request-id';
const CORS_EXPOSED_HEADERS = 'retry-after, etag';

/**
 * Browsers on the shop's own origin (PUBLIC_URL) may call the API from script; every other
 * origin gets no Access-Control-Allow-Origin, so its pages cannot read an answer. The web app is
 * served from that same origin, so this only matters behind a proxy that rewrites the host.
 */
function cors(app: FastifyInstance) {
  const allowed = new URL(app.config.publicUrl).origin;
  // Callback style: it runs on every request, and an async hook costs a promise and a microtask.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!request.url.startsWith('/api/')) return done();
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (!origin) return done();
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (origin === allowed) {
      reply.header('access-control-allow-origin', origin);
      if (preflight) {
        reply
          .header('access-control-allow-methods', CORS_METHODS)
          .header('access-control-allow-headers', CORS_REQUEST_HEADERS)
          .header('access-control-max-age', '600');
      } else {
        reply.header('access-control-expose-headers', CORS_EXPOSED_HEADERS);
      }
    }
    // A preflight is answered here, for any origin; only the allowed one gets the headers it needs.
    if (preflight) {
      reply.code(204).send();
      return;
    }
    done();
  });
}

/**
 * Helmet's options: what the browser is allowed to load and who may frame the shop. Images also
 * come from `imageOrigins`: the object storage's public address when product images live there,
 * API_PUBLIC_URL's origin when answers address images there.
 */
const helmetOptions = (imageOrigins: string[]): Parameters<typeof helmetType>[0] => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
      styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...imageOrigins],
      connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
      frameSrc: ['https://accounts.google.com/gsi/'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: false,
});

/**
 * The headers helmet writes with these options, worked out once. They depend on nothing in the
 * request (no nonces, no per-request directives), and @fastify/helmet builds helmet's middleware
 * anew on every request, parsing the whole policy each time: about a quarter of the CPU of a
 * cached catalogue answer. The helmet used is the one @fastify/helmet depends on.
 */
function securityHeaders(imageOrigins: string[]): Record<string, string> {
  const load = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'));
  const helmet = load('helmet') as typeof helmetType;
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: () => {},
  };
  helmet(helmetOptions(imageOrigins))({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers for pages and API. Scripts only from our origin (and Google's sign-in
 * client); no inline scripts. Inline style attributes are allowed for React's style props.
 */
export default fp(async function security(app: FastifyInstance) {
  const { s3, apiPublicUrl } = app.config;
  const imageOrigins = [s3?.publicUrl, apiPublicUrl].flatMap((url) => (url ? [new URL(url).origin] : []));
  const headers = securityHeaders([...new Set(imageOrigins)]);
  app.addHook('onRequest', (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.headers(headers);
    done();
  });
  cors(app);
});
