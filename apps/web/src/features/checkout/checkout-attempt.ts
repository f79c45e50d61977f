import { readSession, sessionKeys, writeSession } from '../../lib/storage.ts';
import { nextAttempt, parseAttempt } from './checkout-rules.ts';

/** The key of this checkout attempt, kept in the tab's session storage until the order succeeds. */
export function attemptKey(body: unknown): string {
  const stored = parseAttempt(readSession(sessionKeys.checkoutAttempt));
  const attempt = nextAttempt(stored, JSON.stringify(body), newKey);
  writeSession(sessionKeys.checkoutAttempt, JSON.stringify(attempt));
  return attempt.key;
}

export function finishAttempt(): void {
  writeSession(sessionKeys.checkoutAttempt, null);
}

/** A random v4-style id; `randomUUID` needs a secure context, `getRandomValues` works everywhere. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
