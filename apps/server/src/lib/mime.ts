import { randomBytes, randomUUID } from 'node:crypto';

/** A mail as the shop writes it: one sender and one recipient, a text part and (optionally) an HTML part. */
export type OutgoingMail = { from: string; to: string; subject: string; text: string; html: string; replyTo?: string };

/**
 * The composer as one function that refers to nothing outside it but its argument (Node's crypto)
 * and `Buffer`, so the mail thread runs the same code from its source text (mail-thread.ts): the
 * mails are composed there, off the request thread (decision 054).
 */
export function mimeComposer(crypto: Pick<typeof import('node:crypto'), 'randomBytes' | 'randomUUID'>) {
  const { randomBytes, randomUUID } = crypto;
  /**
   * The shop's mails as RFC 5322 messages (UTF-8; MIME), built with string and Buffer operations
   * alone. nodemailer's composer streams every part through a tree of Node streams: ~0.7 ms of CPU
   * a mail on this machine, two mails an order (docs/decisions/036); this is ~50 times less. The
   * shop's mails need little of what it does: no attachments, no inline images, one recipient.
   * nodemailer still sends them (SMTP), given the finished message.
   */
  function composeMail(mail: OutgoingMail, now = new Date()): string {
    const headers = [
      `From: ${address(mail.from)}`,
      `To: ${address(mail.to)}`,
      ...(mail.replyTo ? [`Reply-To: ${address(mail.replyTo)}`] : []),
      `Subject: ${headerText(mail.subject)}`,
      `Message-ID: <${randomUUID()}@${domainOf(mail.from)}>`,
      `Date: ${now.toUTCString()}`,
      'MIME-Version: 1.0',
    ];
    if (!mail.html) return [...headers, ...part('text/plain', mail.text)].join('\r\n');
    const boundary = `_shop_${randomBytes(8).toString('hex')}`;
    return [
      ...headers,
      `Content-Type: multipart/alternative; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      ...part('text/plain', mail.text),
      `--${boundary}`,
      ...part('text/html', mail.html),
      `--${boundary}--`,
      '',
    ].join('\r\n');
  }

  /** The bare address of "Name <address>" or of an address alone. */
  function addressOf(value: string): string {
    return /<([^<>]*)>\s*$/.exec(value)?.[1]?.trim() ?? value.trim();
  }

  const domainOf = (from: string) => addressOf(from).split('@')[1] || 'shop.local';

  const ASCII_PRINTABLE = /^[\x20-\x7e]*$/;

  /** "Name <address>" with a name outside printable ASCII (or with specials) encoded; an address alone as it is. */
  function address(value: string): string {
    const match = /^\s*(.*?)\s*<([^<>]*)>\s*$/.exec(value);
    if (!match) return value.trim();
    const [, name = '', addr = ''] = match;
    if (!name) return `<${addr}>`;
    if (!ASCII_PRINTABLE.test(name)) return `${encodedWords(name)}\r\n <${addr}>`;
    return /[()<>@,;:\\".[\]]/.test(name) ? `"${name.replace(/["\\]/g, '\\$&')}" <${addr}>` : `${name} <${addr}>`;
  }

  /** A header's text: as it is when printable ASCII of a sensible length, else RFC 2047 encoded words. */
  function headerText(text: string): string {
    const oneLine = text.replace(/[\r\n]+/g, ' ');
    return ASCII_PRINTABLE.test(oneLine) && oneLine.length <= 900 ? oneLine : encodedWords(oneLine);
  }

  /**
   * `=?UTF-8?B?…?=` words folded onto lines of their own, each line within 76 characters with its
   * header's name, never cutting a character's bytes in two (a word holds whole characters: up to
   * 39 bytes, 52 in base64).
   */
  function encodedWords(text: string): string {
    const words: string[] = [];
    let bytes: number[] = [];
    for (const char of text) {
      const encoded = Buffer.from(char, 'utf8');
      if (bytes.length + encoded.length > 39) {
        words.push(Buffer.from(bytes).toString('base64'));
        bytes = [];
      }
      bytes.push(...encoded);
    }
    if (bytes.length) words.push(Buffer.from(bytes).toString('base64'));
    return words.map((w) => `=?UTF-8?B?${w}?=`).join('\r\n ');
  }

  /** One part's headers, a blank line and its body: 7bit when it can be, else quoted-printable or base64, whichever is shorter. */
  function part(type: 'text/plain' | 'text/html', body: string): string[] {
    const text = body.replace(/\r?\n/g, '\r\n');
    const content = `Content-Type: ${type}; charset=utf-8`;
    if (/^[\x20-\x7e\t\r\n]*$/.test(text) && text.split('\r\n').every((line) => line.length <= 998)) {
      return [content, 'Content-Transfer-Encoding: 7bit', '', text];
    }
    const bytes = Buffer.from(text, 'utf8');
    // Quoted-printable writes a byte outside ASCII as 3 characters, base64 every byte as 4/3.
    let outside = 0;
    for (const byte of bytes) if (byte > 126) outside++;
    if (bytes.length - outside + 3 * outside <= (4 / 3) * bytes.length) {
      return [content, 'Content-Transfer-Encoding: quoted-printable', '', quotedPrintable(bytes)];
    }
    const base64 = (bytes.toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');
    return [content, 'Content-Transfer-Encoding: base64', '', base64];
  }

  const HEX = '0123456789ABCDEF';

  /** RFC 2045 quoted-printable of UTF-8 text whose line breaks are CRLF: lines of at most 76 characters. */
  function quotedPrintable(bytes: Buffer): string {
    const lines: string[] = [];
    let line = '';
    const put = (piece: string) => {
      if (line.length + piece.length > 75) {
        lines.push(`${line}=`);
        line = '';
      }
      line += piece;
    };
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i]!;
      if (byte === 0x0d && bytes[i + 1] === 0x0a) {
        lines.push(line);
        line = '';
        i++;
        continue;
      }
      const atLineEnd = i + 1 === bytes.length || bytes[i + 1] === 0x0d;
      const literal = (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !atLineEnd);
      put(literal ? String.fromCharCode(byte) : `=${HEX[byte >> 4]}${HEX[byte & 15]}`);
    }
    lines.push(line);
    return lines.join('\r\n');
  }

  return { composeMail, addressOf };
}

const composer = mimeComposer({ randomBytes, randomUUID });
export const composeMail = composer.composeMail;
/** The bare address of "Name <address>" or of an address alone. */
export const addressOf = composer.addressOf;
