import { z } from 'zod';

/**
 * Stable machine codes for every error the API sends. The client branches on `code`
 * and shows `message`; the server maps each code to one HTTP status.
 */
export const errorStatus = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** Google sign-in found the admin account by its email: its password is asked once before linking. */
  GOOGLE_LINK_NEEDS_PASSWORD: 409,
  OUT_OF_STOCK: 409,
  /** A KBZ Pay transaction id already confirmed on another order (the owner may confirm anyway). */
  DUPLICATE_TRANSACTION: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
