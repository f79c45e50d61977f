import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { unicodeTexts } from '../lib/unicode-text.ts';

/**
 * Before any schema sees a request, its body and query strings are Unicode (Zawgyi converted,
 * NFC): every route that stores or searches free text gets the same text whatever keyboard typed
 * it. A callback hook with an early way out: most requests (catalogue reads) carry neither.
 */
export default fp(async function unicodeText(app: FastifyInstance) {
  app.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (request.body !== undefined && request.body !== null) request.body = unicodeTexts(request.body);
    if (request.url.includes('?')) request.query = unicodeTexts(request.query);
    done();
  });
});
