import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { createOutboxWriter } from './outbox-writer.ts';

export type Mail = { to: string; subject: string; text: string; html: string; replyTo?: string };
/** `close` waits for mails being written, then lets go of the transport. */
export type Mailer = { send: (mail: Mail) => Promise<void>; close: () => void | Promise<void> };

/**
 * SMTP when SMTP_URL is set; otherwise every mail is written as an .eml file under
 * DATA_DIR/outbox and the log names the file (never its links: reset and verification links carry
 * secrets), so a demo shop can open the mail and follow its links.
 */
export function createMailer(
  options: { smtpUrl: string | undefined; from: string; dataDir: string },
  log: FastifyBaseLogger,
): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: options.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const writer = createOutboxWriter();
  return {
    send: async (mail) => {
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      // Built and written off the main thread (outbox-writer.ts).
      await writer.write(file, { from: options.from, ...mail });
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox (SMTP_URL is not set)');
    },
    close: () => writer.close(),
  };
}
