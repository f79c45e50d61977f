import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { DataDirInUseError, lockDataDir } from '../lib/data-dir-lock.ts';
import { BackupError } from './archive.ts';

/** A database to back up or restore into, and what ends our use of it. */
export type ShopDatabase = { url: string; kind: 'embedded' | 'DATABASE_URL'; close: () => Promise<void> };

/** The address of a running shop's embedded PostgreSQL, when it answers. */
async function runningEmbedded(dataDir: string): Promise<string | undefined> {
  const stateFile = path.join(dataDir, 'postgres.json');
  if (!fs.existsSync(stateFile)) return undefined;
  const { port, password } = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { port: number; password: string };
  const url = `postgres://shop:${encodeURIComponent(password)}@127.0.0.1:${port}/shop`;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

/** Starts the embedded PostgreSQL of a DATA_DIR no shop is running on, holding its lock meanwhile. */
export async function startOwnEmbedded(dataDir: string): Promise<ShopDatabase> {
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new BackupError(`a shop is running on ${dataDir} but its database does not answer; stop it first`);
    }
    throw error;
  }
  try {
    const embedded = await startEmbeddedPostgres(dataDir);
    return {
      url: embedded.url,
      kind: 'embedded',
      close: async () => {
        await embedded.stop();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * The shop's database for a backup: DATABASE_URL; else the embedded PostgreSQL of the shop
 * running on DATA_DIR (the backup reads it while the shop sells); else, when no shop runs
 * there, that PostgreSQL started for the backup and stopped after it.
 */
export async function openShopDatabase(config: Config): Promise<ShopDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, kind: 'DATABASE_URL', close: async () => {} };
  if (!fs.existsSync(path.join(config.dataDir, 'postgres', 'PG_VERSION'))) {
    throw new BackupError(`there is no shop data in ${config.dataDir} (set DATA_DIR or DATABASE_URL)`);
  }
  const running = await runningEmbedded(config.dataDir);
  if (running) return { url: running, kind: 'embedded', close: async () => {} };
  return startOwnEmbedded(config.dataDir);
}

/** A pg client for one long conversation (a COPY per table); closed by the caller. */
export async function connectClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  return client;
}
