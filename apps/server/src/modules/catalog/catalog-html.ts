import sanitizeHtml from 'sanitize-html';

/**
 * Product `details` is HTML written by the admin. Only formatting survives: no scripts, no
 * event handlers, no styles, links only to http(s) and mailto. Applied on save (admin issue)
 * and again on the way out, so older rows are safe too. Made at first use: in the server bundle,
 * sanitize-html (~0.6 MB of code with its parser) is loaded then, not at every start
 * (scripts/build-server.mjs, loadedAtFirstUse).
 */
let madeOptions: sanitizeHtml.IOptions | undefined;
const options = (): sanitizeHtml.IOptions =>
  (madeOptions ??= {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'h3',
      'h4',
      'h5',
      'blockquote',
      'a',
      'span',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    },
  });

/**
 * Sanitised details by their stored HTML: sanitize-html parses the whole document, and every
 * product read would pay for it again (~5 % of a product request's CPU). A pure function of its
 * input, so remembering it is safe; bounded, it starts over past MAX_REMEMBERED_CHARS.
 */
const remembered = new Map<string, string>();
const MAX_REMEMBERED_CHARS = 2_000_000;
let rememberedChars = 0;

export function sanitizeDetails(html: string): string {
  if (!html) return '';
  let clean = remembered.get(html);
  if (clean === undefined) {
    clean = sanitizeHtml(html, options());
    if (rememberedChars + html.length + clean.length > MAX_REMEMBERED_CHARS) {
      remembered.clear();
      rememberedChars = 0;
    }
    remembered.set(html, clean);
    rememberedChars += html.length + clean.length;
  }
  return clean;
}

/** Plain text of admin HTML (for meta descriptions and JSON-LD). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
