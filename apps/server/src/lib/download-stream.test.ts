import http from 'node:http';
import Fastify from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadStream } from './download-stream.ts';

/** A query error as Drizzle throws it: SQL and parameters in the message, a stack behind. */
function failedQuery(): Error {
  return new Error('Failed query: select * from orders where email = $1\nparams: secret@example.com', {
    cause: Object.assign(new Error('connection terminated unexpectedly'), { code: '57P01' }),
  });
}

describe('a download that fails half way', () => {
  const lines: string[] = [];
  const app = Fastify({ loggerInstance: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }) });
  let port = 0;
  beforeAll(async () => {
    app.get('/export.csv', async (request, reply) => {
      async function* rows() {
        yield 'Order ID\r\n';
        yield 'ORD-1\r\n';
        throw failedQuery();
      }
      return reply.header('content-type', 'text/csv').send(downloadStream(rows(), reply, request.log));
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  it('cuts the connection (no complete 200) and logs no SQL, parameters or stack', async () => {
    const outcome = await new Promise<{ status: number; complete: boolean; error?: string }>((resolve) => {
      http
        .get(`http://127.0.0.1:${port}/export.csv`, (res) => {
          res.resume();
          res.on('error', (error) => resolve({ status: res.statusCode ?? 0, complete: false, error: error.message }));
          res.on('close', () => resolve({ status: res.statusCode ?? 0, complete: res.complete }));
        })
        .on('error', (error) => resolve({ status: 0, complete: false, error: error.message }));
    });
    expect(outcome.complete).toBe(false);
    const log = lines.join('');
    expect(log).toContain('the download stopped before its end');
    expect(log).toContain('connection terminated unexpectedly');
    expect(log).not.toMatch(/Failed query|secret@example\.com|select \*|\n\s+at |"stack":"[^"]/);
  });
});
