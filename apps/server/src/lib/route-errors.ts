import { ErrorBodySchema } from '@shop/shared/errors';

/** The error answers every admin route may give (bad input, no token, not an admin, unknown id, conflict). */
export const adminErrors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
} as const;
