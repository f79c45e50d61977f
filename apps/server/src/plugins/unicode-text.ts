import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unicodeTexts } from '../lib/unicode-text.ts';

/**
 * Before any schema sees a request, its body and query strings are Unicode (Zawgyi converted,
 * NFC): every route that stores or searches free text gets the same text whatever keyboard typed it.
 */
export default fp(async function unicodeText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined) request.body = unicodeTexts(request.body);
    if (request.query !== undefined) request.query = unicodeTexts(request.query);
  });
});
