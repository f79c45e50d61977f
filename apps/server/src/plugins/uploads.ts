import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { STORED_FILE_CACHE_CONTROL, UPLOADS_URL_PREFIX, type Storage } from '../lib/storage.ts';

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
    setHeaders: (reply: FastifyReply) => reply.header('cache-control', STORED_FILE_CACHE_CONTROL),
  });
});
