import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { connect, migrationsFolder, runMigrations } from '../db/client.ts';
import { appMeta } from '../db/schema/index.ts';
import { createTestDatabase } from '../../test/support/shop.ts';
import { databaseBefore } from '../../test/support/migrations.ts';
import { ensureAdmin, foundDone } from './index.ts';

const log = pino({ level: 'silent' });
const newestTag = () => {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.at(-1)!.tag;
};

describe('what a restart finds done (one statement before the shop answers)', () => {
  const closing: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const close of closing) await close();
  });

  it('says nothing on a new database, then each step once it is done', async () => {
    const database = connect(await createTestDatabase({ empty: true }), 2);
    closing.push(database.close);
    expect(await foundDone(database.db)).toBeUndefined();

    await runMigrations(database.pool);
    expect(await foundDone(database.db)).toEqual({ migrated: true, admin: false, demo: false });

    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), ADMIN_PASSWORD: 'Found12345' });
    await ensureAdmin(database.db, config, log);
    expect(await foundDone(database.db)).toEqual({ migrated: true, admin: true, demo: false });

    await database.db.insert(appMeta).values({ key: 'demo_seeded', value: new Date().toISOString() });
    expect(await foundDone(database.db)).toEqual({ migrated: true, admin: true, demo: true });
  });

  it('finds a database without the newest migration not migrated, and the migrations then apply it', async () => {
    const before = await databaseBefore(newestTag());
    closing.push(before.close);
    expect((await foundDone(before.database.db))?.migrated).toBe(false);
    await runMigrations(before.database.pool);
    expect((await foundDone(before.database.db))?.migrated).toBe(true);
  });
});
