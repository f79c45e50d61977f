import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path.ts';

describe('safeNextPath', () => {
  it('keeps a path inside the shop, with its query', () => {
    expect(safeNextPath('/profile/details')).toBe('/profile/details');
    expect(safeNextPath('/profile?verified=1')).toBe('/profile?verified=1');
  });

  it('sends everything else home', () => {
    for (const next of [null, undefined, '', 'profile', 'https://evil.example/', '//evil.example', '/\\evil.example'])
      expect(safeNextPath(next)).toBe('/');
  });
});
