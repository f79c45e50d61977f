import { describe, expect, it } from 'vitest';
import { normalizeOrderId, ORDER_ID_PATTERN } from '@shop/shared/orders';
import { newOrderId } from './order-id.ts';

describe('newOrderId', () => {
  it('makes readable, distinct ids of Crockford base32 that survive being typed back', () => {
    const ids = Array.from({ length: 2000 }, newOrderId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(ORDER_ID_PATTERN);
      expect(normalizeOrderId(id.toLowerCase())).toBe(id);
    }
    // Every symbol position varies: the 60 random bits are all used.
    const sample = ids[0]!;
    for (let position = 4; position < sample.length; position++) {
      if (sample[position] === '-') continue;
      expect(new Set(ids.map((id) => id[position])).size).toBeGreaterThan(16);
    }
  });
});
