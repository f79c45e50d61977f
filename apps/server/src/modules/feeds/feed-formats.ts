import { FEED_COLUMNS, type FeedItem } from '@shop/shared/feeds';

/** A CSV field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Meta's catalogue feed: a header of Meta's column names, then one line per item (CRLF, as RFC 4180). */
export function facebookCsv(items: FeedItem[]): string {
  const lines = [FEED_COLUMNS.join(','), ...items.map((item) => FEED_COLUMNS.map((c) => csvField(item[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

/** Characters XML 1.0 cannot hold at all (control characters but tab and line breaks): left out. */
const xmlCannotHold = (code: number) =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code >= 0xfffe;

const xmlEscape = (text: string) =>
  [...text]
    .filter((c) => !xmlCannotHold(c.charCodeAt(0)))
    .join('')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * Google Merchant Center's feed: RSS 2.0 with the `g:` namespace, the same items as Meta's. Each
 * additional image is an element of its own; empty fields are left out.
 */
export function googleXml(items: FeedItem[], channel: { title: string; link: string; description: string }): string {
  const element = (name: string, value: string) => (value ? `<g:${name}>${xmlEscape(value)}</g:${name}>` : '');
  const entries = items.map((item) => {
    const fields = FEED_COLUMNS.filter((c) => c !== 'additional_image_link').map((c) => element(c, item[c]));
    const images = item.additional_image_link
      .split(',')
      .filter(Boolean)
      .map((url) => element('additional_image_link', url));
    return `<item>${[...fields, ...images].join('')}</item>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
    `<title>${xmlEscape(channel.title)}</title>`,
    `<link>${xmlEscape(channel.link)}</link>`,
    `<description>${xmlEscape(channel.description)}</description>`,
    ...entries,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
