import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import type { ArchivedFile } from './manifest.ts';

/** A backup that cannot be taken or restored, said in one sentence for the person running it. */
export class BackupError extends Error {}

/** Counts (bytes and lines) and hashes what passes through. */
function measuring() {
  const hash = createHash('sha256');
  let bytes = 0;
  let lines = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
      done(null, chunk);
    },
  });
  return { tap, result: () => ({ bytes, sha256: hash.digest('hex'), lines }) };
}

/** Streams `source` to `file`, answering its size, sha256 and number of lines. */
export async function writeMeasured(
  source: Readable,
  file: string,
): Promise<{ bytes: number; sha256: string; lines: number }> {
  const { tap, result } = measuring();
  await pipeline(source, tap, fs.createWriteStream(file, { mode: 0o600 }));
  return result();
}

/**
 * A gzip-compressed tar file written entry by entry. It is written under a temporary name and
 * renamed when complete, so a backup file that exists is a whole one; readable by its owner only
 * (it holds customers' addresses).
 */
export class ArchiveWriter {
  readonly #pack = tar.pack();
  readonly #done: Promise<void>;
  readonly #partial: string;

  constructor(readonly target: string) {
    this.#partial = `${target}.partial`;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    this.#done = pipeline(
      Readable.from(this.#pack),
      zlib.createGzip({ level: 6 }),
      fs.createWriteStream(this.#partial, { mode: 0o600 }),
    );
    // Reported by finish() or abort(); until then a failure must not count as unhandled.
    this.#done.catch(() => {});
  }

  /** Adds a file from disk under `name`, answering what the manifest records of it. */
  async addFile(name: string, file: string): Promise<ArchivedFile> {
    const { size } = await fs.promises.stat(file);
    if (size === 0) {
      await this.addBuffer(name, Buffer.alloc(0));
      return { path: name, bytes: 0, sha256: createHash('sha256').digest('hex') };
    }
    const { tap, result } = measuring();
    // tar-stream's entry is a streamx stream: it reports through its own callback.
    await new Promise<void>((resolve, reject) => {
      const entry = this.#pack.entry({ name, size, mode: 0o600, mtime: new Date(0) }, (error) =>
        error ? reject(error) : resolve(),
      );
      const source = fs.createReadStream(file, { start: 0, end: size - 1 });
      source.on('error', reject);
      source.pipe(tap).pipe(entry);
    });
    const { bytes, sha256 } = result();
    return { path: name, bytes, sha256 };
  }

  async addBuffer(name: string, body: Buffer): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.#pack.entry({ name, size: body.length, mode: 0o600, mtime: new Date(0) }, body, (error) =>
        error ? reject(error) : resolve(),
      );
    });
  }

  async finish(): Promise<void> {
    this.#pack.finalize();
    await this.#done;
    fs.renameSync(this.#partial, this.target);
  }

  abort(): void {
    this.#pack.destroy();
    fs.rmSync(this.#partial, { force: true });
  }
}

/** A name an archive may hold: relative, plain segments, no way out of the staging directory. */
function safeName(name: string): boolean {
  const segments = name.split('/');
  return (
    name.length > 0 &&
    name.length < 1024 &&
    !name.startsWith('/') &&
    segments.every((s) => s !== '' && s !== '.' && s !== '..' && !s.includes('\\') && !s.includes('\0'))
  );
}

/** Every entry of a backup (its count) and all of them unpacked (their bytes) may be at most this. */
export type ArchiveLimits = { entries: number; totalBytes: number };

/** An entry whose header passed, handed over with its bytes (which the visitor must read to the end). */
export type ArchiveEntry = { name: string; size: number; body: Readable };

const MiB = 1024 * 1024;
const sizeText = (bytes: number) =>
  bytes >= 1024 * MiB ? `${bytes / (1024 * MiB)} GB` : bytes >= MiB ? `${bytes / MiB} MB` : `${bytes} bytes`;

/** Passes bytes on until more than `max` came, then fails: a small file that inflates without end stops here. */
function capped(max: number) {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > max)
        done(new BackupError(`the backup unpacks to more than ${sizeText(max)}, more than a backup may`));
      else done(null, chunk);
    },
  });
}

/**
 * Reads a backup entry by entry, writing nothing itself. Each header is judged before a byte of
 * its entry is read: a plain file with a safe name seen once, a name `allow` knows (it answers the
 * most that entry may hold; undefined: no such file belongs in a backup), within the limits on
 * the number of entries and their total size. The unpacked stream as a whole is capped too. A
 * file that is not gzip, not tar or cut short is refused as damaged.
 */
export async function walkArchive(
  file: string,
  limits: ArchiveLimits,
  allow: (name: string) => number | undefined,
  visit: (entry: ArchiveEntry) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const source = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  const cap = capped(limits.totalBytes + limits.entries * 2048 + MiB);
  // tar-stream's extractor is a streamx stream: errors before it are handed to it by hand.
  const fail = (error: Error) => extract.destroy(error);
  for (const stream of [source, gunzip, cap]) stream.on('error', fail);
  source.pipe(gunzip).pipe(cap).pipe(extract);
  const seen = new Set<string>();
  let total = 0;
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      const size = entry.header.size ?? 0;
      const refuse = (reason: string) => {
        entry.resume();
        throw new BackupError(reason);
      };
      const shown = JSON.stringify(name).slice(0, 80);
      if (type !== 'file' || !safeName(name) || seen.has(name))
        refuse(`the backup holds an entry no backup has (${shown})`);
      const max = allow(name);
      if (max === undefined) {
        refuse(
          `the backup holds a file that is not the shop's (${shown}): only its database and its own images are restored`,
        );
      }
      if (size > max!)
        refuse(`the backup holds ${shown} of ${size} bytes, more than such a file may be (${sizeText(max!)})`);
      if (seen.size >= limits.entries)
        refuse(`the backup holds more than ${limits.entries} files, more than a backup may`);
      total += size;
      if (total > limits.totalBytes) {
        refuse(
          `the backup unpacks to more than ${sizeText(limits.totalBytes)} (RESTORE_MAX_GB), more than a backup may`,
        );
      }
      seen.add(name);
      await visit({ name, size, body: Readable.from(entry) });
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const reason = (error as { code?: string }).code === 'Z_BUF_ERROR' ? 'it ends too early' : (error as Error).message;
    throw new BackupError(`the backup is damaged or incomplete (${reason})`);
  } finally {
    source.destroy();
  }
}

/** Reads an entry to its end, answering its size and sha256 (nothing is written). */
export async function measureEntry(body: Readable): Promise<{ bytes: number; sha256: string }> {
  const { tap, result } = measuring();
  await pipeline(body, tap, new Writable({ write: (_chunk, _encoding, done) => done() }));
  const { bytes, sha256 } = result();
  return { bytes, sha256 };
}

/** Reads a (small, already capped) entry into memory. */
export async function readEntry(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
