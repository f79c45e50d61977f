import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { connect, migrationsFolder, type Database } from '../../src/db/client.ts';
import { createTestDatabase } from './shop.ts';

/** The migrations folder as it was before `tag`: its files and a journal that ends just before it. */
export function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  for (const entry of entries)
    fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

/**
 * A new database migrated up to just before `tag` (so a test can write rows as they were), and a
 * `close` that drops the connection and the copied migrations folder.
 */
export async function databaseBefore(tag: string): Promise<{ database: Database; close: () => Promise<void> }> {
  const database = connect(await createTestDatabase({ empty: true }), 2);
  const folder = migrationsBefore(tag);
  const client = await database.pool.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    client.release();
  }
  return {
    database,
    close: async () => {
      await database.close();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
