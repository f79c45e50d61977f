import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The onSend hook of a scope whose answers no browser or proxy may keep (a person's, the
 * admin's): `cache-control: no-store` on every answer, good or refused, of the routes `applies`
 * picks (all of the scope's unless told), unless the route has said its own.
 */
export function noStore(applies: (request: FastifyRequest) => boolean = () => true) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (applies(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  };
}
