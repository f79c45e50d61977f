import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOADS_URL_PREFIX, type Storage } from '../lib/storage.ts';

/** Stored file names are random and never reused, so browsers may keep them for a year. */
export const UPLOADS_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Serves product images (and other stored files) from DATA_DIR/uploads when storage is on this
 * machine's disk. A missing file is the JSON 404 of the not-found handler.
 */
export default fp(async function uploads(app: FastifyInstance, options: { storage: Storage }) {
  const root = options.storage.localRoot;
  if (!root) return;
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: `${UPLOADS_URL_PREFIX}/`,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (reply: FastifyReply) => reply.header('cache-control', UPLOADS_CACHE_CONTROL),
  });
});
