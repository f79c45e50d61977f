import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { absoluteImagesInJson } from '../lib/public-urls.ts';
import { UPLOADS_URL_PREFIX } from '../lib/storage.ts';

/**
 * For front ends on another origin (docs/decisions/026-spec-clients-and-client-addresses.md): stored
 * images may be loaded and read from any origin (they are the shop's public pictures), and with
 * API_PUBLIC_URL set every API answer addresses them absolutely.
 */
export default fp(async function publicUrls(app: FastifyInstance) {
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (request.url.startsWith(`${UPLOADS_URL_PREFIX}/`)) {
      reply.header('cross-origin-resource-policy', 'cross-origin').header('access-control-allow-origin', '*');
    }
    done();
  });

  const apiPublicUrl = app.config.apiPublicUrl;
  if (!apiPublicUrl) return;
  const absolute = absoluteImagesInJson(apiPublicUrl);
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!request.url.startsWith('/api/')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    if (typeof payload === 'string') return absolute(payload);
    if (Buffer.isBuffer(payload)) return Buffer.from(absolute(payload.toString('utf8')));
    return payload;
  });
});
