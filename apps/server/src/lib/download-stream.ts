import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { safeError } from './safe-error.ts';

/**
 * A download produced piece by piece. Once the status line is out, a failure can no longer become
 * an error answer: the connection is cut instead, so the browser reports a failed download rather
 * than saving a file that merely stops. The log keeps what safeError allows (no SQL, parameters or
 * stack), where Fastify's own stream handler would log the whole error.
 */
export function downloadStream(source: AsyncIterable<string>, reply: FastifyReply, log: FastifyBaseLogger): Readable {
  return Readable.from(
    (async function* () {
      try {
        yield* source;
      } catch (error) {
        log.error({ err: safeError(error) }, 'the download stopped before its end');
        reply.raw.destroy();
      }
    })(),
  );
}
