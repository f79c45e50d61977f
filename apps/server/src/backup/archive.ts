import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
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

/**
 * Unpacks a backup into `staging` (files only), measuring every entry. A file that is not
 * gzip, not tar, cut short or holding anything but plain files is refused here, before a restore
 * touches its target.
 */
export async function unpackArchive(file: string, staging: string): Promise<Map<string, ArchivedFile>> {
  const found = new Map<string, ArchivedFile>();
  const extract = tar.extract();
  const source = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  // tar-stream's extractor is a streamx stream: errors before it are handed to it by hand.
  const fail = (error: Error) => extract.destroy(error);
  source.on('error', fail);
  gunzip.on('error', fail);
  source.pipe(gunzip).pipe(extract);
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (type !== 'file' || !safeName(name) || found.has(name)) {
        entry.resume();
        throw new BackupError(`the backup holds an entry no backup has (${JSON.stringify(name).slice(0, 80)})`);
      }
      const target = path.join(staging, ...name.split('/'));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const { bytes, sha256 } = await writeMeasured(Readable.from(entry), target);
      found.set(name, { path: name, bytes, sha256 });
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const reason = (error as { code?: string }).code === 'Z_BUF_ERROR' ? 'it ends too early' : (error as Error).message;
    throw new BackupError(`the backup is damaged or incomplete (${reason})`);
  }
  return found;
}
