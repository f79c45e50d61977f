import type { FastifyReply } from 'fastify';

/** Adds a request header to the answer's `Vary`, keeping those already named there. */
export function addVary(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('*') || names.some((name) => name.toLowerCase() === header.toLowerCase())) return;
  reply.header('vary', [...names, header].join(', '));
}
