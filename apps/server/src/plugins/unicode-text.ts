import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { unicodeTexts, type TextShape } from '../lib/unicode-text.ts';

/** Each route schema's text shape, worked out on its first request. */
const shapes = new WeakMap<object, TextShape>();

/** Where a route's zod schema takes text and how much: its JSON Schema (what the OpenAPI page shows). */
function shapeOf(schema: unknown): TextShape {
  if (!(schema instanceof z.ZodType)) return {};
  let shape = shapes.get(schema);
  if (!shape) {
    try {
      shape = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TextShape;
    } catch {
      shape = {};
    }
    shapes.set(schema, shape);
  }
  return shape;
}

/**
 * Before any schema sees a request, its body and query strings are Unicode (Zawgyi converted,
 * NFC): every route that stores or searches free text gets the same text whatever keyboard typed
 * it. Only what the route's schema keeps is converted, and only up to the length its field holds
 * (decision 029). Routes with a require* guard refuse a stranger before this (onRequest).
 * A callback hook with an early way out: most requests (catalogue reads) carry neither.
 */
export default fp(async function unicodeText(app: FastifyInstance) {
  app.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const schema = request.routeOptions.schema;
    if (request.body !== undefined && request.body !== null) {
      request.body = unicodeTexts(request.body, shapeOf(schema?.body));
    }
    if (request.url.includes('?')) request.query = unicodeTexts(request.query, shapeOf(schema?.querystring));
    done();
  });
});
