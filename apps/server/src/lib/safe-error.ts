/**
 * What a log may say about an unexpected error: its type, its code and the first line of its
 * message. Never its stack, and never a failed query's SQL or parameters (Drizzle puts both in
 * the message, and parameters can hold addresses or password hashes): for those, only the
 * database's own reason is kept.
 */
export function safeError(error: unknown): { type: string; code?: string; message: string } {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error thrown' };
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const fromQuery = error.message.startsWith('Failed query');
  const source = fromQuery && cause ? cause : error;
  const code = (source as { code?: unknown }).code;
  const message = fromQuery && !cause ? 'database query failed' : (source.message.split('\n')[0] ?? '').slice(0, 300);
  return { type: source.name, ...(typeof code === 'string' ? { code } : {}), message };
}

/**
 * Log fields pino replaces with "[Redacted]": the credentials of a request wherever a logged
 * object carries its headers (the request itself, and @fastify/multipart's trace line that
 * shows busboy its options, headers included).
 */
export const LOG_REDACT = ['*.headers.authorization', '*.headers.cookie'];
