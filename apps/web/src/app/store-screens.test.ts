import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORE_SCREENS, isStoreScreen } from '@shop/shared/store-screens';

describe('store screens', () => {
  it('the server knows every storefront route of the router (and no other), so it can answer the rest with 404', () => {
    const router = fs.readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');
    const store = router.slice(router.indexOf('<Route element={<StoreLayout />}>'));
    const paths = [...store.matchAll(/<Route\s+(?:path="([^"]+)"|index)/g)]
      .map((m) => m[1] ?? '')
      .filter((p) => p !== '*');
    expect(paths.sort()).toEqual([...STORE_SCREENS].sort());
  });

  it('matches a screen with its parameters and a trailing slash, and nothing else', () => {
    expect(isStoreScreen('/')).toBe(true);
    expect(isStoreScreen('/order/ORD-7KQ2-M9XD-4H')).toBe(true);
    expect(isStoreScreen('/profile/')).toBe(true);
    expect(isStoreScreen('/no-such-page-here')).toBe(false);
    expect(isStoreScreen('/order/')).toBe(false);
    expect(isStoreScreen('/product/1/extra')).toBe(false);
  });
});
