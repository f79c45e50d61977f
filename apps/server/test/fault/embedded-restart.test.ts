import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pidAlive } from '../../src/lib/pid-alive.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { shopProcessEnv } from './shop-process.ts';

function postgresPid(dataDir: string): number {
  return Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** The command line of a process, for a failure message ('' when it is gone). */
function readCommand(pid: number): string {
  try {
    return `pid ${pid}: ${fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')}`;
  } catch {
    return '';
  }
}

/**
 * The shop's own PostgreSQL killed under it: the shop answers 503 (never 500) meanwhile, starts
 * PostgreSQL again by itself, logs it, and serves again. Always on the embedded database (the
 * case it is about), whichever database the rest of the run uses.
 */
describe('the embedded PostgreSQL dies', () => {
  let shop: Awaited<ReturnType<typeof shopProcessEnv>>;
  let server: ServerProcess;
  beforeAll(async () => {
    shop = await shopProcessEnv();
    server = shop.start({ DATABASE_URL: '' });
    expect(await server.ready(), server.output().slice(-2000)).toBe(true);
  });
  afterAll(async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    shop.remove();
  });

  it('is restarted and logged; requests meanwhile get 503 with Retry-After', async () => {
    const first = postgresPid(shop.dataDir);
    process.kill(first, 'SIGKILL');
    const statuses = new Set<number>();
    let retryAfter: string | null = null;
    const deadline = Date.now() + 60_000;
    let back = false;
    while (Date.now() < deadline && !back) {
      const res = await fetch(`http://127.0.0.1:${shop.port}/api/products/by-color`);
      await res.text();
      statuses.add(res.status);
      if (res.status === 503) retryAfter ??= res.headers.get('retry-after');
      back = res.status === 200 && postgresPid(shop.dataDir) !== first;
      if (!back) await new Promise((r) => setTimeout(r, 100));
    }
    expect(back, server.output().slice(-2000)).toBe(true);
    expect([...statuses].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    if (statuses.has(503)) expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(server.output()).toContain('embedded PostgreSQL stopped unexpectedly');
    // The restart is logged once its readiness check has passed, which a request may beat by a few
    // milliseconds on a busy machine: the line is waited for, not expected at that instant.
    for (let waited = 0; waited < 10_000 && !server.output().includes('embedded PostgreSQL restarted'); waited += 50)
      await new Promise((r) => setTimeout(r, 50));
    expect(server.output()).toContain('embedded PostgreSQL restarted');

    const second = postgresPid(shop.dataDir);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // The restarted PostgreSQL is stopped with the shop. (Once, on a loaded CI machine, its pid was
    // still found the instant the shop had exited: what holds it then is said, for the next look.)
    for (let waited = 0; waited < 5_000 && pidAlive(second); waited += 50) await new Promise((r) => setTimeout(r, 50));
    const holder = pidAlive(second) ? readCommand(second) : '';
    expect(pidAlive(second), `${holder}\n${server.output().slice(-2000)}`).toBe(false);
  });
});
