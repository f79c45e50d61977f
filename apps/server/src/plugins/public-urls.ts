import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { absoluteImagesInJson } from '../lib/public-urls.ts';

/**
 * For front ends on another origin (docs/decisions/026-spec-clients-and-client-addresses.md): with
 * API_PUBLIC_URL set every API answer addresses stored images absolutely (plugins/uploads.ts lets
 * any origin load and read the product pictures themselves).
 */
export default fp(async function publicUrls(app: FastifyInstance) {
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
