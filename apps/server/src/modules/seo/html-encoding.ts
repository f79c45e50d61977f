import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { addVary } from '../../lib/vary.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A document as sent: its text, and the same compressed for browsers that take brotli or gzip. */
export type EncodedHtml = { html: string; br: Buffer; gzip: Buffer };

/**
 * Compresses a page once (on zlib's thread pool, off the event loop), to be kept and sent many
 * times. Brotli at quality 5: a drawn page (~45 KB of HTML and data) shrinks about 5× in a few
 * milliseconds, where quality 11 would take ~50 times longer for a few per cent more.
 */
export async function encodeHtml(html: string): Promise<EncodedHtml> {
  const text = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(text, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    }),
    gzip(text, { level: 6 }),
  ]);
  return { html, br, gzip: gz };
}

/** The encoding to answer with: brotli, else gzip, when the request accepts it (`q=0` refuses). */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const accepted = new Set(
    header
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** Sends a page's HTML (never cached without asking again), compressed when the browser takes it. */
export function sendEncodedHtml(reply: FastifyReply, page: EncodedHtml): FastifyReply {
  addVary(reply, 'Accept-Encoding');
  reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
  const encoding = acceptedEncoding(reply.request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(page[encoding]);
}
