import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../test/support/shop.ts';
import { addAndReadCounts, addToCounts, readCounts } from './counters.ts';

describe('fixed-window counters', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(() => shop.close());

  it('adds to some counters, each with its own window and amount, and reads others in one statement', async () => {
    const db = shop.database.db;
    expect(await readCounts(db, ['c:a', 'c:b'])).toEqual([
      { count: 0, retryAfter: 0 },
      { count: 0, retryAfter: 0 },
    ]);
    await addToCounts(db, ['c:b'], 60_000, 4);
    const { added, read } = await addAndReadCounts(
      db,
      [
        { key: 'c:a', windowMs: 3_600_000 },
        { key: 'c:b', windowMs: 60_000, by: 3 },
      ],
      ['c:b', 'c:none'],
    );
    expect(added.map((c) => c.count)).toEqual([1, 7]);
    expect(added[0]!.retryAfter).toBeGreaterThan(3_590);
    expect(added[1]!.retryAfter).toBeLessThanOrEqual(60);
    // Read as it was before this statement's addition.
    expect(read).toEqual([
      { count: 4, retryAfter: expect.any(Number) },
      { count: 0, retryAfter: 0 },
    ]);
    expect((await readCounts(db, ['c:b']))[0]!.count).toBe(7);
  });

  it('starts a new window where the last one ended', async () => {
    const db = shop.database.db;
    await addToCounts(db, ['c:old'], 60_000, 5);
    await db.execute(sql`update rate_limits set reset_at = now() - interval '1 second' where key = 'c:old'`);
    expect(await readCounts(db, ['c:old'])).toEqual([{ count: 0, retryAfter: 0 }]);
    expect((await addToCounts(db, ['c:old'], 60_000, 2))[0]!.count).toBe(2);
  });
});
