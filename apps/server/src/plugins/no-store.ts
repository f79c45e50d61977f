import type { FastifyReply, FastifyRequest } from 'fastify';

type OnSendDone = (error: Error | null, payload: unknown) => void;

/**
 * The onSend hook of a scope whose answers no browser or proxy may keep (a person's, the
 * admin's): `cache-control: no-store` on every answer, good or refused, of the routes `applies`
 * picks (all of the scope's unless told), unless the route has said its own. Callback style: it runs
 * on every answer of its scope, and an async hook costs a promise and a microtask each time.
 */
export function noStore(applies: (request: FastifyRequest) => boolean = () => true) {
  return (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: OnSendDone) => {
    if (applies(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  };
}
