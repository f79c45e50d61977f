import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Builds the outbox's mails (nodemailer's composer) and writes their files on a thread of its
 * own, so the requests that send them do not pay for either: under the checkout bench the main
 * thread spent about 2.0 ms of CPU per order with them, 1.5 ms without. Each file is one plain
 * synchronous write on that thread (the directory is made when a write finds it missing);
 * through the promise API every file cost three trips through libuv's thread pool and more
 * than twice the system CPU. Mails are handed over in batches (all those of one turn of the
 * event loop), so a busy shop wakes the thread once for many. The worker's code is plain
 * JavaScript given inline, loading the composer from where this module finds it, so it runs
 * however the server is started.
 */
const source = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const MailComposer = require(workerData.composer);
const build = (mail) =>
  new Promise((resolve, reject) =>
    new MailComposer(mail).compile().build((error, message) => (error ? reject(error) : resolve(message))),
  );
const writeOne = async ({ id, file, mail }) => {
  try {
    const data = await build(mail);
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
parentPort.on('message', async (batch) => parentPort.postMessage(await Promise.all(batch.map(writeOne))));
`;

/** What nodemailer's composer takes: the sender and the mail. */
export type OutboxMail = { from: string; to: string; subject: string; text: string; html: string; replyTo?: string };
type Done = { id: number; error?: { name: string; code?: string; message: string } };
export type OutboxWriter = { write: (file: string, mail: OutboxMail) => Promise<void>; close: () => Promise<void> };

export function createOutboxWriter(): OutboxWriter {
  let worker: Worker | undefined;
  let nextId = 0;
  let batch: { id: number; file: string; mail: OutboxMail }[] = [];
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  const inFlight = new Set<Promise<void>>();
  const start = () => {
    const composer = createRequire(import.meta.url).resolve('nodemailer/lib/mail-composer');
    const started = new Worker(source, { eval: true, workerData: { composer } });
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
    write: (file, mail) => {
      const written = new Promise<void>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        if (!batch.length) setImmediate(flush);
        batch.push({ id, file, mail });
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
