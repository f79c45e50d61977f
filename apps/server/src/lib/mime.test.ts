import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { composeMail, type OutgoingMail } from './mime.ts';

const burmese = 'မှာယူမှုအတွက် ကျေးဇူးတင်ပါသည်၊ အော်ဒါနံပါတ် ORD-7KQ2-M9XD-4H ကို လက်ခံရရှိပါပြီ။ ';

/** What a mail reader shows of a composed mail (mailparser, as the test SMTP sink reads mails). */
async function read(mail: OutgoingMail) {
  const raw = composeMail(mail);
  const parsed = await simpleParser(raw);
  return {
    raw,
    from: parsed.from?.value[0],
    to: [parsed.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address)),
    replyTo: parsed.replyTo?.value[0]?.address,
    subject: parsed.subject,
    text: parsed.text,
    html: parsed.html,
  };
}

describe('the shop’s mails as MIME messages', () => {
  it('reads back exactly what was written: Burmese subject, text and HTML, a sender with a Burmese name', async () => {
    const mail = {
      from: 'ရွှေ Shop <no-reply@shop.test>',
      to: 'su@example.com',
      replyTo: 'owner@shop.test',
      subject: `Order ORD-7KQ2-M9XD-4H: ${burmese}`,
      text: `${burmese.repeat(6)}\nTotal: ၂၅,၀၀၀ ကျပ်\n\nSee https://shop.test/order-success/ORD-7KQ2-M9XD-4H\n`,
      html: `<div lang="my"><p>${burmese.repeat(6)}</p><p><a href="https://shop.test/x?a=1&amp;b=2">ကြည့်ရန်</a></p></div>`,
    };
    const got = await read(mail);
    expect(got.from).toEqual({ name: 'ရွှေ Shop', address: 'no-reply@shop.test' });
    expect(got.to).toEqual(['su@example.com']);
    expect(got.replyTo).toBe('owner@shop.test');
    expect(got.subject).toBe(mail.subject);
    expect(got.text).toBe(mail.text);
    expect(got.html).toBe(mail.html);
    // No line of the message is longer than MIME allows (78 with its line break, for the encoded parts 76).
    expect(Math.max(...got.raw.split('\r\n').map((line) => line.length))).toBeLessThanOrEqual(78);
  });

  it('sends English text as it is (7bit) and a line too long for SMTP quoted-printable; a text-only mail has one part', async () => {
    const long = `Open ${'https://shop.test/reset-password/42/'}${'f3a9'.repeat(300)}`;
    const plain = await read({
      from: 'shop@shop.test',
      to: 'su@example.com',
      subject: 'Hello',
      text: 'mail 7',
      html: '',
    });
    expect(plain.raw).toMatch(/^Content-Transfer-Encoding: 7bit$/m);
    expect(plain.raw).not.toMatch(/multipart/);
    expect(plain.raw.split('\r\n\r\n')[1]).toBe('mail 7');
    expect(plain.text?.trim()).toBe('mail 7');
    const wrapped = await read({
      from: 'shop@shop.test',
      to: 'su@example.com',
      subject: 'Reset',
      text: long,
      html: '',
    });
    expect(wrapped.raw).toMatch(/^Content-Transfer-Encoding: quoted-printable$/m);
    expect(wrapped.text?.trim()).toBe(long);
  });

  it('keeps a subject from breaking the headers (a line break sent in it is a space)', async () => {
    const got = await read({
      from: 'shop@shop.test',
      to: 'su@example.com',
      subject: 'Hello\r\nBcc: someone@example.com',
      text: 'x',
      html: '',
    });
    expect(got.subject).toBe('Hello Bcc: someone@example.com');
    expect(got.raw).not.toMatch(/^Bcc:/m);
  });
});
