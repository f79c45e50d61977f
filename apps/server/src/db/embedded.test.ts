import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { pidAlive } from '../lib/pid-alive.ts';
import { launchEmbeddedPostgres, type LaunchedPostgres } from './embedded.ts';

/** One statement on a new connection, at once: no retry, so "ready" must have meant it. */
async function answers(url: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.query<{ one: number }>('select 1 as one')).rows[0]?.one;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The embedded PostgreSQL is ready when it accepts connections: on its first start once the
 * shop's database is made, on later starts when its postmaster says so (#26, cold start).
 */
describe('embedded PostgreSQL readiness', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-embedded-test-'));
  fs.chmodSync(dataDir, 0o755);
  let running: LaunchedPostgres | undefined;
  afterAll(async () => {
    await running?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const remembered = () => JSON.parse(fs.readFileSync(path.join(dataDir, 'postgres.json'), 'utf8')) as object;

  it('answers at once after ready: the first start (database made), and a restart', async () => {
    running = await launchEmbeddedPostgres(dataDir);
    await running.ready;
    expect(await answers(running.url)).toBe(1);
    expect(remembered()).toMatchObject({ database: true });
    await running.stop();

    running = await launchEmbeddedPostgres(dataDir);
    await running.ready;
    expect(await answers(running.url)).toBe(1);
    await running.stop();
    running = undefined;
  });

  it('does not take a postmaster.pid left by a PostgreSQL killed earlier for readiness', async () => {
    // What a killed postmaster leaves: its own pid (gone now) and "ready". The new postmaster
    // replaces the file once it has checked that pid is gone; until then the file says ready.
    const cluster = path.join(dataDir, 'postgres');
    const file = path.join(cluster, 'postmaster.pid');
    let gone = 2 ** 22 - 1;
    while (pidAlive(gone)) gone--;
    fs.writeFileSync(file, [gone, cluster, '0', '1', '', '127.0.0.1', '0 0', 'ready   ', ''].join('\n'), {
      mode: 0o600,
    });
    // PostgreSQL's own account must be able to read and replace it (as root, the `postgres` user).
    const owner = fs.statSync(cluster);
    fs.chownSync(file, owner.uid, owner.gid);
    running = await launchEmbeddedPostgres(dataDir);
    await running.ready;
    expect(await answers(running.url)).toBe(1);
  });
});
