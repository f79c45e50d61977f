import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { createMailThread } from './mail-thread.ts';

export type Mail = { to: string; subject: string; text: string; html: string; replyTo?: string; from?: string };
/** `close` waits for mails being written, then lets go of the transport. */
export type Mailer = { send: (mail: Mail) => Promise<void>; close: () => void | Promise<void> };

/**
 * SMTP when SMTP_URL is set; otherwise every mail is written as an .eml file under
 * DATA_DIR/outbox and the log names the file (never its links: reset and verification links carry
 * secrets), so a demo shop can open the mail and follow its links. Either way nodemailer builds
 * and sends or writes it on the mail thread, below the requests' priority (mail-thread.ts).
 * A mail with no recipient (a buyer or customer who gave a phone and no email) is none: nothing
 * is sent, and the order page and Track Order tell them instead (docs/decisions/038).
 */
export function createMailer(
  options: { smtpUrl: string | undefined; from: string; dataDir: string },
  log: FastifyBaseLogger,
): Mailer {
  if (options.smtpUrl) {
    const thread = createMailThread({ smtpUrl: options.smtpUrl });
    return {
      send: async (mail) => {
        if (mail.to) await thread.send({ ...mail, from: mail.from ?? options.from });
      },
      close: () => thread.close(),
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const writer = createMailThread();
  return {
    send: async (mail) => {
      if (!mail.to) return;
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      await writer.write(file, { ...mail, from: mail.from ?? options.from });
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox (SMTP_URL is not set)');
    },
    close: () => writer.close(),
  };
}
