import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { addVary } from './vary.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A text as sent: its UTF-8 bytes (encoded once — sent as a string, every answer would encode it
 * again and scan it for its length), and the same compressed for clients that take brotli or gzip.
 */
export type CompressedText = { plain: Buffer; br: Buffer; gzip: Buffer };

/**
 * Compresses a text once (on zlib's thread pool, off the event loop), to be kept and sent many
 * times: a drawn page, a catalogue answer. Brotli at quality 5: a drawn page (~45 KB of HTML and
 * data) shrinks about 5× in a few milliseconds, where quality 11 would take ~50 times longer for a
 * few per cent more.
 */
export async function compressText(text: string | Buffer): Promise<CompressedText> {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: 6 }),
  ]);
  return { plain: bytes, br, gzip: gz };
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

/**
 * Sends a kept text, compressed when the request takes it (and says so in `Vary`); the caller
 * sets the status, type and caching headers. Without the compressed copies yet, the plain bytes.
 */
export function sendCompressed(
  reply: FastifyReply,
  plain: Buffer,
  compressed: Pick<CompressedText, 'br' | 'gzip'> | undefined,
): FastifyReply {
  addVary(reply, 'Accept-Encoding');
  const encoding = compressed && acceptedEncoding(reply.request.headers['accept-encoding']);
  if (!encoding) return reply.send(plain);
  return reply.header('content-encoding', encoding).send(compressed[encoding]);
}
