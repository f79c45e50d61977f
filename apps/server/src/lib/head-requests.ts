import type { IncomingMessage } from 'node:http';

const HEAD = Symbol('HEAD routed as GET');
type Raw = IncomingMessage & { [HEAD]?: true };

/**
 * HEAD is answered by the GET routes instead of a HEAD twin of each (Fastify's
 * `exposeHeadRoutes`): ~125 fewer routes for every start to build and register, ~7 % of a
 * restart's time on a slow machine (#26, cold start; decision 053). A HEAD request is routed as
 * GET (Fastify's `rewriteUrl`, which runs for real requests and `inject` alike, just before the
 * router) and is HEAD again before anything of the route sees it (`restoreHead`, from `genReqId`,
 * the first call Fastify makes for a routed request): hooks, handlers and the request's log line
 * see HEAD, as with a twin. Node sends no body for a HEAD request whatever the route writes (the
 * response was made from the request's HEAD before routing), and Fastify writes the length of the
 * body it would have sent, as a twin did.
 */
export function routeHeadAsGet(request: Raw): string {
  if (request.method === 'HEAD') {
    request.method = 'GET';
    request[HEAD] = true;
  }
  return request.url ?? '/';
}

/** A request routed by `routeHeadAsGet` is HEAD again. */
export function restoreHead(request: Raw): void {
  if (request[HEAD]) request.method = 'HEAD';
}
