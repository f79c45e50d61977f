/** Socket errors of a database that is down, restarting or out of reach. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
]);

/**
 * PostgreSQL's own codes for "not now": shutting down (57P01-57P03), too many connections (53300),
 * and the connection exceptions of class 08.
 */
const SERVER_CODES = /^(57P0[123]|53300|08\d{3})$/;

/** What pg says when a connection ends or cannot be had in time (it gives these no code). */
const LOST =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection is not open/i;

/**
 * Whether an error means the database cannot be reached at the moment (rather than a fault in a
 * query): such a request is answered 503 with Retry-After, since trying again shortly may work.
 * Drizzle wraps the driver's error, so the causes are followed.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.test(code))) return true;
    if (LOST.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnreachable)) return true;
  }
  return false;
}
