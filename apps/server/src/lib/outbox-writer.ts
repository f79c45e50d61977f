import { Worker } from 'node:worker_threads';

/**
 * Writes the outbox's files on a thread of its own, one plain synchronous write each (the
 * directory is made when a write finds it missing). Through the promise API every file cost
 * three trips through libuv's thread pool (open, write, close) and more than twice the system
 * CPU of a plain write; written on the main thread, a slow disk would hold every request up.
 * Files are handed over in batches (all those of one turn of the event loop), so a busy shop
 * wakes the thread once for many mails. The worker's code is plain JavaScript given inline, so
 * it runs however the server is started.
 */
const source = `
const { parentPort } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const writeOne = ({ id, file, data }) => {
  try {
    try {
      fs.writeFileSync(file, data);
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, data);
    }
    return { id };
  } catch (error) {
    return { id, error: { name: error.name, code: error.code, message: String(error.message) } };
  }
};
parentPort.on('message', (batch) => parentPort.postMessage(batch.map(writeOne)));
`;

type Done = { id: number; error?: { name: string; code?: string; message: string } };
export type OutboxWriter = { write: (file: string, data: Uint8Array) => Promise<void>; close: () => Promise<void> };

export function createOutboxWriter(): OutboxWriter {
  let worker: Worker | undefined;
  let nextId = 0;
  let batch: { id: number; file: string; data: Uint8Array }[] = [];
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  const inFlight = new Set<Promise<void>>();
  const start = () => {
    const started = new Worker(source, { eval: true });
    // Only writes in flight keep the process alive (see `flush`).
    started.unref();
    started.on('message', (done: Done[]) => {
      for (const { id, error } of done) {
        const waiting = pending.get(id);
        pending.delete(id);
        if (!error) waiting?.resolve();
        else waiting?.reject(Object.assign(new Error(error.message), { name: error.name, code: error.code }));
      }
      if (!pending.size) started.unref();
    });
    const stopped = (error: Error) => {
      if (worker === started) worker = undefined;
      for (const { reject } of pending.values()) reject(error);
      pending.clear();
    };
    started.on('error', stopped);
    started.on('exit', () => stopped(new Error('the outbox writer stopped')));
    return started;
  };
  const flush = () => {
    const files = batch;
    batch = [];
    worker ??= start();
    worker.ref();
    worker.postMessage(files);
  };
  return {
    write: (file, data) => {
      const written = new Promise<void>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        if (!batch.length) setImmediate(flush);
        batch.push({ id, file, data });
      });
      const tracked = written.catch(() => {}).finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
      return written;
    },
    /** Waits for the files in flight, then stops the thread. */
    close: async () => {
      await Promise.all(inFlight);
      await worker?.terminate();
      worker = undefined;
    },
  };
}
