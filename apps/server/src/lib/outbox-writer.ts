import { createMailThread } from './mail-thread.ts';
import type { OutgoingMail } from './mime.ts';

/** A mail with its sender. */
export type OutboxMail = OutgoingMail;
export type OutboxWriter = { write: (file: string, mail: OutboxMail) => Promise<void>; close: () => Promise<void> };

/** The outbox's mails, composed (mime.ts) and written on the mail thread (mail-thread.ts). */
export function createOutboxWriter(): OutboxWriter {
  const thread = createMailThread();
  return { write: thread.write, close: thread.close };
}
