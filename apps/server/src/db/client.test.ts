import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/shop.ts';
import { connect, type Database } from './client.ts';

describe('the connection pool', () => {
  let database: Database;
  const backend = async () =>
    (await database.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]!.pid;
  beforeAll(async () => {
    // One connection: whatever a query runs on next is what the pool kept.
    database = connect(await createTestDatabase(), 1);
  });
  afterAll(() => database.close());

  it('keeps a connection whose statement failed (a refused order must not cost a new backend)', async () => {
    const before = await backend();
    for (let i = 0; i < 5; i++) {
      await expect(database.db.execute(sql`select 1 / 0`)).rejects.toThrow();
      await expect(database.db.execute(sql`insert into catalog_version (id, version) values (0, 1)`)).rejects.toThrow();
    }
    expect(await backend()).toBe(before);
  });

  it('drops a connection that died under a query and answers the next one on a new connection', async () => {
    const before = await backend();
    await expect(database.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`)).rejects.toThrow();
    const after = await backend();
    expect(after).not.toBe(before);
    expect((await database.db.execute<{ one: number }>(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
  });
});
