export { TOO_MANY_ATTEMPTS } from './auth-limits.ts';
export { findPublicUser, publicUserColumns, rethrowUserConflict, toAuthUser } from './auth-user.ts';
export { default as authRoutes } from './auth.routes.ts';
export { sessionFor } from './auth.service.ts';
