import type { FastifyReply } from 'fastify';

/** Adds a request header to the answer's `Vary`, keeping those already named there. */
export function addVary(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('vary');
  // The common cases without splitting (every API answer already says `Vary: Origin`): on the
  // catalogue's cached path this runs for every request.
  if (current === undefined) {
    reply.header('vary', header);
    return;
  }
  if (typeof current === 'string' && !current.includes(',') && current !== '*') {
    if (current.toLowerCase() !== header.toLowerCase()) reply.header('vary', `${current}, ${header}`);
    return;
  }
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('*') || names.some((name) => name.toLowerCase() === header.toLowerCase())) return;
  reply.header('vary', [...names, header].join(', '));
}
