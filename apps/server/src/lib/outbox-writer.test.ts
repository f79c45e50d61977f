import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createOutboxWriter } from './outbox-writer.ts';

const mail = (text: string) => ({ from: 'shop@example.com', to: 'su@example.com', subject: 'Hello', text, html: '' });
const body = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n')
    .trim();

describe('the outbox writer (its own thread)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-outbox-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('builds and writes every mail, making the missing directory, and close waits for writes in flight', async () => {
    const writer = createOutboxWriter();
    const outbox = path.join(dir, 'made', 'outbox');
    const writes = Array.from({ length: 50 }, (_, i) => writer.write(path.join(outbox, `${i}.eml`), mail(`mail ${i}`)));
    const last = writer.write(path.join(outbox, 'last.eml'), mail('last mail'));
    await writer.close();
    expect(body(path.join(outbox, 'last.eml'))).toBe('last mail');
    await Promise.all([...writes, last]);
    expect(fs.readdirSync(outbox)).toHaveLength(51);
    expect(body(path.join(outbox, '7.eml'))).toBe('mail 7');
    expect(fs.readFileSync(path.join(outbox, '7.eml'), 'utf8')).toMatch(/^To: su@example.com$/m);
  });

  it('reports a file it cannot write, and goes on writing the others', async () => {
    const writer = createOutboxWriter();
    fs.writeFileSync(path.join(dir, 'not-a-directory'), '');
    const failed = writer.write(path.join(dir, 'not-a-directory', 'a.eml'), mail('a'));
    const fine = writer.write(path.join(dir, 'b.eml'), mail('b'));
    await expect(failed).rejects.toMatchObject({ code: 'ENOTDIR' });
    await fine;
    expect(body(path.join(dir, 'b.eml'))).toBe('b');
    await writer.close();
  });
});
