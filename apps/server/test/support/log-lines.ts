import { Writable } from 'node:stream';
import pino from 'pino';

/** A pino logger at `level` whose lines are kept, parsed, in `lines`. */
export function capturedLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: pino({ level }, stream) };
}
