import { errorStatus, type ErrorCode } from '@shop/shared/errors';

/** The one error type services throw: a stable code, the sentence a person reads, maybe a field. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.statusCode = errorStatus[code];
  }
}

/** A refusal that ends by itself (a limit): the answer carries Retry-After with these seconds. */
export class RetryLaterError extends AppError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly retryAfter: number,
  ) {
    super(code, message);
  }
}
