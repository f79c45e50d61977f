// The staleness checks of `npm start` (build-web-if-stale.mjs, build-server.mjs): when a build's
// sources last changed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The newest modification time under `entry` (0 when it does not exist). Every `npm start` walks
 * the sources (~1,000 files): a directory's entries say which are directories, so only files are
 * stat'ed (#26).
 */
export function newest(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  return stat.isDirectory() ? newestIn(entry) : stat.mtimeMs;
}

function newestIn(dir) {
  let found = 0;
  for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
    const entry = path.join(dir, item.name);
    const time = item.isDirectory() ? newestIn(entry) : item.isFile() ? fs.statSync(entry).mtimeMs : newest(entry);
    if (time > found) found = time;
  }
  return found;
}

/**
 * Whether a file under `entries` (directories walked, links followed) was modified after the file
 * `built` (true when `built` is missing): `newest(entry) > mtime of built` for any entry. Asked of
 * `find`, which walks the ~1,000 files in ~10 ms of its own process, where the same walk here
 * took ~35 ms of the start's one thread (#26, cold start); where `find` is missing or fails
 * (another system's, an entry it cannot read), the walk is done here.
 */
export function changedSince(entries, built) {
  const builtAt = fs.statSync(built, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (builtAt === 0) return true;
  // Absolute paths: an entry can never be read as one of find's expressions.
  const existing = entries.map((entry) => path.resolve(entry)).filter((entry) => fs.existsSync(entry));
  if (existing.length === 0) return false;
  try {
    // Directories' own times left out, as newest() does: only what they hold counts.
    const args = ['-L', ...existing, '!', '-type', 'd', '-newer', path.resolve(built), '-print', '-quit'];
    return execFileSync('find', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }) !== '';
  } catch {
    return Math.max(...existing.map(newest)) > builtAt;
  }
}
