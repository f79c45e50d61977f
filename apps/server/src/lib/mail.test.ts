import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mail.ts';

describe('the outbox mailer (no SMTP_URL)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-mail-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('writes the mail to DATA_DIR/outbox and logs the file, never the secret link', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const mailer = createMailer({ smtpUrl: undefined, from: 'shop@example.com', dataDir }, pino(sink));
    const token = 'f3a9c0ffee51d2b7e4a8c6d1b0e9f7a3';
    const link = `http://localhost:3000/reset-password/42/${token}`;
    await mailer.send({ to: 'su@example.com', subject: 'Reset your password', text: `Open ${link}`, html: '' });
    mailer.close();

    const [file] = fs.readdirSync(path.join(dataDir, 'outbox'));
    // Quoted-printable: long lines are wrapped with soft breaks ('=' at the end of a line).
    const eml = fs.readFileSync(path.join(dataDir, 'outbox', file!), 'utf8').replace(/=\r?\n/g, '');
    expect(eml).toContain(link);
    const log = lines.join('');
    expect(log).toContain(file);
    expect(log).toContain('Reset your password');
    expect(log).not.toContain(token);
  });
});
