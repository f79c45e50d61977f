import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { freePort } from '../apps/server/src/db/embedded.ts';
import { startServerProcess, type ServerProcess } from '../apps/server/test/server-process.ts';

export type Load = { requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number };

/** Runs autocannon against a URL for a few seconds and keeps the figures we compare. */
export async function load(
  url: string,
  options: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<Load> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 100,
    duration: options.seconds ?? 5,
    headers: options.headers,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** The ceiling: a bare Fastify server answering the same bytes, serialised once up front. */
export async function startControl(body: string, contentType = 'application/json; charset=utf-8') {
  const app = Fastify({ logger: false });
  app.get('/*', (_request, reply) => reply.type(contentType).send(body));
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

/** The shop as production runs it: its own process, on the given database, logging warnings only. */
export async function startShop(
  env: Record<string, string>,
): Promise<ServerProcess & { url: string; stop: () => Promise<void> }> {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const server = startServerProcess(
    { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'Bench12345', ...env },
    port,
  );
  if (!(await server.ready(180_000))) throw new Error(`the shop did not start:\n${server.output()}`);
  return {
    ...server,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
    },
  };
}

export function ratio(value: number, control: number): string {
  return control ? (value / control).toFixed(2) : '—';
}
