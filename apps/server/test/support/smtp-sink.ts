import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  /** The sender's display name (decoded) and address. */
  from: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  replyTo: string | undefined;
};

/** A real SMTP server on a free local port that keeps every mail it receives. */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          const to = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? ''));
          received.push({
            to,
            from: { name: mail.from?.value[0]?.name ?? '', address: mail.from?.value[0]?.address ?? '' },
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            replyTo: mail.replyTo?.value[0]?.address,
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  // A shop process that stops (or is killed) drops its pooled SMTP connection: smtp-server emits
  // the reset (ECONNRESET) as an 'error', which unheard would end the test run. It is not the sink's.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves with the first mail (already received or arriving within 5 s) that matches. */
    async waitFor(match: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error('no matching mail arrived at the SMTP sink');
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text. */
export function linkIn(text: string): string {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error('no link in the mail');
  return link;
}
