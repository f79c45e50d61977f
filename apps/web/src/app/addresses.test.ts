import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminPaths } from '@shop/shared/admin-paths';
import { paths } from '@shop/shared/paths';

/**
 * The router's routes as full patterns (`product/:id`, `admin/order/:orderId`), the catch-alls left
 * out: the shop's in router.tsx, the owner's in admin-routes.tsx (under `admin/*`).
 */
function routePatterns(): string[][] {
  const router = fs.readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');
  const adminRoutes = fs.readFileSync(path.join(import.meta.dirname, 'admin-routes.tsx'), 'utf8');
  const storeStart = router.indexOf('<Route element={<StoreLayout />}>');
  const section = (text: string, prefix: string) =>
    [...text.matchAll(/<Route\s+(?:path="([^"]+)"|index)/g)]
      .map((m) => m[1] ?? '')
      .filter((p) => p !== 'admin/*' && p !== '*')
      .map((p) => [prefix, p].filter(Boolean).join('/').split('/'));
  return [...section(adminRoutes, 'admin'), ...section(router.slice(storeStart), '')];
}

/** Every page address a table can write, with made-up ids. */
function addresses(table: Record<string, unknown>): string[] {
  return Object.values(table).flatMap((entry) => {
    if (typeof entry === 'string') return [entry];
    if (typeof entry === 'function') return [(entry as (...args: unknown[]) => string)('x-1', 2)];
    return addresses(entry as Record<string, unknown>);
  });
}

describe('page addresses', () => {
  it('every page address the shop writes (links, mails, canonical links, the sitemap) is a route of the app', () => {
    const patterns = routePatterns();
    const unrouted = [...addresses(paths), ...addresses(adminPaths)].filter((address) => {
      const parts = address.split('?')[0]!.replace(/^\//, '').split('/');
      return !patterns.some(
        (pattern) =>
          pattern.length === parts.length &&
          pattern.every((p, i) => (p.startsWith(':') ? parts[i] !== '' : p === parts[i])),
      );
    });
    expect(unrouted).toEqual([]);
  });
});
