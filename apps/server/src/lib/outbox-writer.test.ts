import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createOutboxWriter } from './outbox-writer.ts';

describe('the outbox writer (its own thread)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-outbox-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes every file, making the missing directory, and close waits for writes in flight', async () => {
    const writer = createOutboxWriter();
    const outbox = path.join(dir, 'made', 'outbox');
    const writes = Array.from({ length: 50 }, (_, i) =>
      writer.write(path.join(outbox, `${i}.eml`), Buffer.from(`mail ${i}`)),
    );
    const last = writer.write(path.join(outbox, 'last.eml'), Buffer.from('last mail'));
    await writer.close();
    expect(fs.readFileSync(path.join(outbox, 'last.eml'), 'utf8')).toBe('last mail');
    await Promise.all([...writes, last]);
    expect(fs.readdirSync(outbox)).toHaveLength(51);
    expect(fs.readFileSync(path.join(outbox, '7.eml'), 'utf8')).toBe('mail 7');
  });

  it('reports a file it cannot write, and goes on writing the others', async () => {
    const writer = createOutboxWriter();
    fs.writeFileSync(path.join(dir, 'not-a-directory'), '');
    const failed = writer.write(path.join(dir, 'not-a-directory', 'a.eml'), Buffer.from('a'));
    const fine = writer.write(path.join(dir, 'b.eml'), Buffer.from('b'));
    await expect(failed).rejects.toMatchObject({ code: 'ENOTDIR' });
    await fine;
    expect(fs.readFileSync(path.join(dir, 'b.eml'), 'utf8')).toBe('b');
    await writer.close();
  });
});
