import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS } from '@shop/shared/admin-rules';

describe('admin screens', () => {
  it('the server knows every admin route of the router (and no other), so it can answer the rest with 404', () => {
    // The router hands `admin/*` to the owner's own route table.
    const router = fs.readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');
    expect(router).toContain('<Route path="admin/*" element={<AdminRoutes />} />');
    const admin = fs.readFileSync(path.join(import.meta.dirname, 'admin-routes.tsx'), 'utf8');
    const paths = [...admin.matchAll(/<Route (?:path="([^"]+)"|index)/g)]
      .map((m) => m[1] ?? '')
      .filter((p) => p !== 'admin' && p !== '*');
    expect(paths.sort()).toEqual([...ADMIN_SCREENS].sort());
  });
});
