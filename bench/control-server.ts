/**
 * The control of the load scenarios: a bare Fastify server (no plugins, no hooks, no logging)
 * answering every path with one canned answer read from a file: `control-server.ts <file> <port>`.
 * `/__control/ready` answers 200 so a parent can wait for it whatever the canned status is.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const [file, port] = process.argv.slice(2);
const canned = JSON.parse(fs.readFileSync(file!, 'utf8')) as {
  status: number;
  headers: Record<string, string>;
  body: string;
};
const body = Buffer.from(canned.body);

const app = Fastify({ logger: false });
app.get('/__control/ready', (_request, reply) => reply.send('ok'));
app.all('/*', (_request, reply) => {
  reply.code(canned.status).headers(canned.headers);
  return reply.send(canned.status === 304 ? undefined : body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
