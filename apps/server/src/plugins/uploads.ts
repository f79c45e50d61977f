import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { IMAGE_CONTENT_TYPE, isPublicImageKey } from '../lib/image-names.ts';
import { STORED_FILE_CACHE_CONTROL, UPLOADS_URL_PREFIX, type Storage } from '../lib/storage.ts';

/**
 * Serves product images from DATA_DIR/uploads when storage is on this machine's disk: only files
 * named as the shop names its pictures (`products/<random>-<width>.webp`), always as WebP and
 * never sniffed, so no other file that lands there (a restored `evil.html`, a customer's payment
 * screenshot under `payments/`) is ever served from the shop's origin. Anything else, and a
 * missing file, is the JSON 404 of the not-found handler.
 */
export default fp(async function uploads(app: FastifyInstance, options: { storage: Storage }) {
  const root = options.storage.localRoot;
  if (!root) return;
  fs.mkdirSync(root, { recursive: true });
  await app.register(
    async (files) => {
      // Under /uploads nothing falls through to the web app's pages: what is not a picture is a 404.
      files.setNotFoundHandler(() => {
        throw new AppError('NOT_FOUND', 'Not found');
      });
      // The address as sent must already be a picture's name: no encoded or odd spelling reaches the disk.
      files.addHook('onRequest', async (request) => {
        const key = (request.url.split('?')[0] ?? '').slice(UPLOADS_URL_PREFIX.length + 1);
        if (!isPublicImageKey(key)) throw new AppError('NOT_FOUND', 'Not found');
      });
      await files.register(fastifyStatic, {
        root,
        prefix: '/',
        decorateReply: false,
        index: false,
        dotfiles: 'deny',
        cacheControl: false,
        // Checked again on the path as the file server resolves it (`/products/…-960.webp`).
        allowedPath: (pathName: string) => isPublicImageKey(pathName.replace(/^\/+/, '')),
        setHeaders: (reply: FastifyReply) =>
          reply
            .header('content-type', IMAGE_CONTENT_TYPE)
            .header('x-content-type-options', 'nosniff')
            .header('cache-control', STORED_FILE_CACHE_CONTROL)
            // The shop's public pictures: any origin may load and read them (decision 026).
            .header('cross-origin-resource-policy', 'cross-origin')
            .header('access-control-allow-origin', '*'),
      });
    },
    { prefix: UPLOADS_URL_PREFIX },
  );
});
