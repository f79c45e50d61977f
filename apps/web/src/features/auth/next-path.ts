/**
 * Where to go after signing in: the `?next=` path when it stays inside the shop, else home. A
 * path must start with one '/', so `//evil.example` or `/\evil.example` (another site) never passes.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}
