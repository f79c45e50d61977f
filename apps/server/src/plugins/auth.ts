import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { UserType } from '@shop/shared/auth';
import { users } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { loadOrCreateSecret } from '../lib/secrets.ts';
import { readSession } from '../lib/tokens.ts';
import { isUuid } from '../lib/uuid.ts';

export type RequestUser = { id: string; type: UserType };

export const LOGIN_REQUIRED = 'Please log in to continue';
export const LOGIN_AGAIN = 'Please log in again';
export const ADMIN_REQUIRED = 'Admin access required';

declare module 'fastify' {
  interface FastifyInstance {
    /** The HS256 key of session tokens (JWT_SECRET, else generated once into DATA_DIR). */
    sessionSecret: string;
    /** onRequest: a signed-in user (customer or admin), else 401. Sets `request.user`. */
    requireUser: onRequestAsyncHookHandler;
    /** onRequest: an admin (role read from the database), else 401 / 403. Sets `request.user`. */
    requireAdmin: onRequestAsyncHookHandler;
    /** onRequest: like requireUser, every 401 carrying the given sentence (e.g. the wishlist's). */
    requireUserWith: (message: string) => onRequestAsyncHookHandler;
    /** For routes open to guests: sets `request.user` when a valid token is sent. */
    identifyUser: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    user: RequestUser | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Checks the bearer token on every protected request against the database, so a deleted user,
 * a changed role or a password reset (token version bump) takes effect at once. The guards are
 * `onRequest` hooks: a stranger is refused before the body is read, converted (Zawgyi) or
 * validated, so no work is done for them and a 401 tells nothing about the body's shape.
 */
export default fp(async function auth(app: FastifyInstance) {
  // server.ts fills jwtSecret the same way; an app built without it (a test) still signs safely.
  const secret = app.config.jwtSecret ?? loadOrCreateSecret(app.config.dataDir, 'jwt-secret');
  app.decorate('sessionSecret', secret);

  async function lookUp(token: string): Promise<RequestUser | null> {
    const claims = await readSession(secret, token);
    if (!claims || !isUuid(claims.userId)) return null;
    const [row] = await app.db
      .select({ id: users.id, type: users.type, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, claims.userId));
    if (!row || row.tokenVersion !== claims.tokenVersion) return null;
    return { id: row.id, type: row.type };
  }

  async function authenticate(request: FastifyRequest, missing: string, invalid: string): Promise<RequestUser> {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHORIZED', missing);
    const user = await lookUp(token);
    if (!user) throw new AppError('UNAUTHORIZED', invalid);
    request.user = user;
    return user;
  }

  app.decorateRequest('user', null);
  app.decorate('requireUserWith', (message: string): onRequestAsyncHookHandler => async (request) => {
    await authenticate(request, message, message);
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    await authenticate(request, LOGIN_REQUIRED, LOGIN_AGAIN);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await authenticate(request, LOGIN_REQUIRED, LOGIN_AGAIN);
    if (user.type !== 'admin') throw new AppError('FORBIDDEN', ADMIN_REQUIRED);
  });
  app.decorate('identifyUser', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    request.user = token ? await lookUp(token) : null;
  });
});

/** The user a require* hook put on the request (a route without one gets a 401, not a crash). */
export function signedInUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', LOGIN_REQUIRED);
  return request.user;
}
