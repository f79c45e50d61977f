import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { connect, type Database } from '../../src/db/client.ts';
import { RELAXED_LIMITS } from './server-process.ts';
import { startSmtpSink } from './smtp-sink.ts';

export type TestShop = {
  app: App;
  config: Config;
  database: Database;
  databaseUrl: string;
  mail: Awaited<ReturnType<typeof startSmtpSink>>;
  close: () => Promise<void>;
};

/**
 * A fresh database cloned from the migrated template: each test file gets its own. `empty`
 * gives one with no tables at all, as a first deployment finds it (the run's cleanup drops both).
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<string> {
  const serverUrl = inject('databaseUrl');
  const name = `shop_t${inject('templateDatabase').split('_').pop()}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${options.empty ? '' : ` template ${inject('templateDatabase')}`}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The shop fixture: the whole app on its own database (a clone of the migrated template), a real
 * SMTP sink and a temporary DATA_DIR, with the abuse limits relaxed unless `env` sets them; or on
 * the database and DATA_DIR given (a restored shop), which it leaves in place when it closes.
 * People come from people.ts, products from catalog.ts, requests go through request.ts.
 */
export async function createTestShop(
  env: Record<string, string> = {},
  given: { databaseUrl?: string; dataDir?: string; jwtSecret?: string } = {},
): Promise<TestShop> {
  const databaseUrl = given.databaseUrl ?? (await createTestDatabase());
  const mail = await startSmtpSink();
  const dataDir = given.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-data-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SMTP_URL: mail.url,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://shop.test',
      ...RELAXED_LIMITS,
      ...env,
    }),
    jwtSecret: given.jwtSecret ?? randomBytes(32).toString('hex'),
  };
  const database = connect(databaseUrl, 5);
  const app = await buildApp(config, database.db);
  await app.ready();
  return {
    app,
    config,
    database,
    databaseUrl,
    mail,
    close: async () => {
      await app.close();
      await database.close();
      await mail.close();
      if (!given.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The shop answering real HTTP on a free port of 127.0.0.1; answers its base URL. */
export async function listeningShop(shop: TestShop): Promise<string> {
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  const address = shop.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
