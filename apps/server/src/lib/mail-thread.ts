import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { addressOf, mimeComposer, type OutgoingMail } from './mime.ts';

/**
 * The shop's mail thread, at a lower priority than the requests' (nice `MAIL_THREAD_NICE`, for
 * that thread alone: about a third of the CPU a request thread or a PostgreSQL backend gets when
 * they compete for a core, all of it when nothing else wants it). Mails are composed on the
 * thread (mime.ts, its composer run from its source text; on the request thread it was ~0.2 ms
 * an order under the checkout load, decision 054), then written to the outbox (a file path given)
 * or sent over SMTP by nodemailer (`smtpUrl`) on the thread. Each
 * file is one plain synchronous write there (the directory is made when a write finds it
 * missing); through the promise API every file cost three trips through libuv's thread pool.
 * Mails are handed over in batches (all those handed over within `MAIL_BATCH_MS` of the first),
 * so a busy shop wakes the thread once for many: each hand-over is a message and a wake-up of
 * the other thread, and under the checkout load one per turn of the event loop (about one per
 * order) cost more of the request thread than composing the mails (docs/performance.md). The worker's code is plain JavaScript given inline, loading
 * nodemailer from where this module finds it, so it runs however the server is started.
 */
export const MAIL_THREAD_NICE = 5;
/** Milliseconds mails wait to be handed over with those that follow them. */
export const MAIL_BATCH_MS = 25;

const source = (composer: string) => `
// esbuild may name functions with a helper of the bundle's: here it only has to hand them back.
const __name = (target) => target;
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const transport = workerData.smtpUrl ? require(workerData.nodemailer).createTransport(workerData.smtpUrl) : undefined;
try {
  // Loaded at the process's priority, then lowered for this thread alone (Linux: /proc/thread-self
  // names it); elsewhere it keeps the process's priority.
  os.setPriority(Number(fs.readlinkSync('/proc/thread-self').split('/').pop()), workerData.nice);
} catch {}
const { composeMail } = (${composer})(require('node:crypto'));
const one = async ({ id, file, mail, envelope }) => {
  try {
    const raw = composeMail(mail);
    if (file === undefined) {
      await transport.sendMail({ envelope, raw });
      return { id };
    }
    try {
      fs.writeFileSync(file, raw);
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, raw);
    }
    return { id };
  } catch (error) {
    return { id, error: { name: error.name, code: error.code, message: String(error.message) } };
  }
};
parentPort.on('message', async (batch) => parentPort.postMessage(await Promise.all(batch.map(one))));
`;

type Done = { id: number; error?: { name: string; code?: string; message: string } };
export type MailThread = {
  /** Composes the mail (mime.ts) and writes it to `file`, on the mail thread. */
  write: (file: string, mail: OutgoingMail) => Promise<void>;
  /** Composes the mail and sends it over SMTP (the thread's `smtpUrl`) from the mail thread. */
  send: (mail: OutgoingMail) => Promise<void>;
  /** Waits for the mails in flight, then stops the thread. */
  close: () => Promise<void>;
};

export function createMailThread(options: { smtpUrl?: string | undefined } = {}): MailThread {
  let worker: Worker | undefined;
  let nextId = 0;
  let batch: { id: number; file?: string; mail: OutgoingMail; envelope: { from: string; to: string[] } }[] = [];
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  const inFlight = new Set<Promise<void>>();
  const start = () => {
    const require = createRequire(import.meta.url);
    const started = new Worker(source(mimeComposer.toString()), {
      eval: true,
      workerData: {
        nodemailer: require.resolve('nodemailer'),
        smtpUrl: options.smtpUrl,
        nice: MAIL_THREAD_NICE,
      },
    });
    // Only mails in flight keep the process alive (see `flush`).
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
    started.on('exit', () => stopped(new Error('the mail thread stopped')));
    return started;
  };
  const flush = () => {
    const mails = batch;
    batch = [];
    worker ??= start();
    worker.ref();
    worker.postMessage(mails);
  };
  const hand = (file: string | undefined, mail: OutgoingMail) => {
    const handed = new Promise<void>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      if (!batch.length) setTimeout(flush, MAIL_BATCH_MS);
      const job = { id, mail, envelope: { from: addressOf(mail.from), to: [addressOf(mail.to)] } };
      batch.push(file === undefined ? job : { ...job, file });
    });
    const tracked = handed.catch(() => {}).finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    return handed;
  };
  return {
    write: (file, mail) => hand(file, mail),
    send: (mail) => hand(undefined, mail),
    close: async () => {
      await Promise.all(inFlight);
      await worker?.terminate();
      worker = undefined;
    },
  };
}
