import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, runMigrations } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';

/**
 * One PostgreSQL for the whole server test run: TEST_DATABASE_URL when set (CI runs the suite
 * against PostgreSQL 15 that way), else a throwaway embedded one. It holds one migrated template
 * database; each test file clones it (see test/support/shop.ts).
 */
export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let dataDir: string | undefined;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!serverUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-pg-'));
    fs.chmodSync(dataDir, 0o755);
    const embedded = await startEmbeddedPostgres(dataDir);
    serverUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const template = `shop_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  await admin.end();

  const templateUrl = new URL(serverUrl);
  templateUrl.pathname = `/${template}`;
  const database = connect(templateUrl.toString(), 1);
  await runMigrations(database.pool);
  await database.close();

  project.provide('databaseUrl', serverUrl);
  project.provide('templateDatabase', template);

  return async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    const { rows } = await cleanup.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `shop_t${process.pid}_%`,
    ]);
    for (const row of rows) await cleanup.query(`drop database if exists ${row.datname} with (force)`);
    await cleanup.query(`drop database if exists ${template} with (force)`);
    await cleanup.end();
    await stopEmbedded?.();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    templateDatabase: string;
  }
}
