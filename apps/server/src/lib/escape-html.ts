const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML, as element content or a quoted attribute: mails and page heads alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

const DECODED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'" };

/** Text as it reads from HTML that escaped it (`escapeHtml`'s entities, and React's `&#x27;`). */
export function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_, name: string) => DECODED[name]!);
}
