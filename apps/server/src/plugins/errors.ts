import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@shop/shared/errors';
import { AppError, RetryLaterError } from '../lib/app-error.ts';
import { isDatabaseUnreachable } from '../lib/database-unreachable.ts';
import { errorMessage, requestLanguage } from '../lib/i18n.ts';
import { safeError } from '../lib/safe-error.ts';
import { addVary } from '../lib/vary.ts';

const GENERIC_500 = 'Something went wrong. Please try again.';
export const UNAVAILABLE_MESSAGE = 'The shop is unavailable for a moment. Please try again shortly.';
/** Seconds a client is asked to wait while the database is out of reach (a restart takes a few). */
const DATABASE_RETRY_AFTER = 5;

const codeByStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
};

/** A limit's refusal where no sentence of its own fits. */
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

/** Friendly sentences for Fastify's own client errors (their texts are for developers). */
const messageByStatus: Record<number, string> = {
  400: 'The request could not be read. Please check what you sent.',
  404: 'Not found',
  413: 'That request is too large.',
  415: 'That type of content is not accepted here.',
  429: TOO_MANY_REQUESTS,
};

function fieldName(path: readonly PropertyKey[]): string | undefined {
  return path.length ? path.map(String).join('.') : undefined;
}

/**
 * One error handler: every error body is { message, code }, 5xx text never reaches a client. The
 * message is the API's English sentence, in Burmese when the request's Accept-Language asks for it.
 */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler<FastifyError | AppError>((error, request, reply) => {
    let status: number;
    let body: ErrorBody;
    if (error instanceof AppError) {
      status = error.statusCode;
      body = { message: error.message, code: error.code, ...(error.field ? { field: error.field } : {}) };
      if (error instanceof RetryLaterError)
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfter))));
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first ? fieldName(first.instancePath.split('/').filter(Boolean)) : undefined;
      status = 400;
      body = {
        message: first?.message ?? 'Invalid request',
        code: 'VALIDATION',
        ...(field ? { field } : {}),
      };
    } else if (
      !isResponseSerializationError(error) &&
      error.statusCode &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      status = error.statusCode;
      const code = codeByStatus[status] ?? 'BAD_REQUEST';
      const message =
        status === 429 ? messageByStatus[429]! : (messageByStatus[status] ?? 'The request could not be handled.');
      body = { message, code };
    } else if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: safeError(error) }, 'database unreachable');
      status = 503;
      body = { message: UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' };
      reply.header('retry-after', String(DATABASE_RETRY_AFTER));
    } else {
      request.log.error({ err: safeError(error) }, 'unexpected error');
      status = error.statusCode === 503 ? 503 : 500;
      body = { message: GENERIC_500, code: status === 503 ? 'UNAVAILABLE' : 'INTERNAL' };
    }
    if (status >= 400 && status < 500) request.log.info({ status, code: body.code, field: body.field }, 'client error');
    body.message = errorMessage(body.message, requestLanguage(request));
    addVary(reply, 'Accept-Language');
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
});
