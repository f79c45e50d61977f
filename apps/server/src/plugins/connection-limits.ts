import type { Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';

/**
 * At most `max` open connections per client address: one host opening thousands of sockets
 * (each holding a file descriptor, e.g. with bodies that never finish) would otherwise leave the
 * shop unable to accept anyone else. A connection over the cap is closed as it arrives.
 * Behind a trusted proxy every connection comes from the proxy, so the proxy limits instead.
 */
export function limitConnectionsPerAddress(server: Server, max: number, log: FastifyBaseLogger): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      // Logged once per burst: when the address first goes over the cap.
      if (count === max + 1) log.warn({ address, max }, 'too many connections from one address; closing new ones');
      open.set(address, count);
      socket.destroy();
      socket.once('close', () => open.set(address, Math.max(0, (open.get(address) ?? 1) - 1)));
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
